import { OfflinePunchPage } from "../features/attendance/components/offline-punch-page";
import { getEnv } from "../lib/env.server";
import { requireUser } from "../lib/permissions.server";
import { signInPath } from "../lib/return-path";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/pointage-offline";

/**
 * The pointage page for no network. The staff app's service worker keeps it while online and opens it when a site's
 * QR code is scanned with no network (docs/decisions/057-offline-staff-app.md).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, { signedOutTo: signInPath(new URL(request.url).pathname) });
  return { employeeId: user.id, zone: getEnv().APP_TIME_ZONE };
}

export const meta: Route.MetaFunction = staffMeta("Pointage sans réseau", "/pointage/hors-ligne");

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OfflinePunchPage {...loaderData} />;
}

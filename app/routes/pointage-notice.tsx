import { PunchNotice } from "../features/attendance/components/punch-notice";
import { company } from "../lib/company";
import { requireUser } from "../lib/permissions.server";
import { signInPath } from "../lib/return-path";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/pointage-notice";

/** /pointage/informations: the notice on what the pointage records, for every staff member. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, { signedOutTo: signInPath("/pointage/informations") });
  return null;
}

export const meta: Route.MetaFunction = staffMeta("Pointage : vos données", "/pointage/informations");

export default function Page() {
  return <PunchNotice contactEmail={company.email} />;
}

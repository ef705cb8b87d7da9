import { HoursReport } from "../features/labour/components/hours-report";
import { readHoursReport } from "../features/labour/hours-report.server";
import { BAD_MONTH_MESSAGE, parseMonth } from "../features/labour/report-month";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { todayIn } from "../lib/time";
import type { Route } from "./+types/admin-hours";

/** A month given but not a month shows the current one, saying so. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const asked = new URL(request.url).searchParams.get("mois");
  const zone = getEnv().APP_TIME_ZONE;
  const month = parseMonth(asked) ?? todayIn(zone).slice(0, 7);
  const notice = asked !== null && parseMonth(asked) === null ? BAD_MONTH_MESSAGE : null;
  return { month, notice, rows: await readHoursReport(month, zone), canMapCodes: user.role === "admin" };
}

export const meta: Route.MetaFunction = staffMeta("Heures du mois", "/admin/hours");

export default function HoursPage({ loaderData }: Route.ComponentProps) {
  return <HoursReport {...loaderData} />;
}

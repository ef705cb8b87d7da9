import { countNewLeads } from "../features/inbox/inbox.server";
import { recentOverrides, watchWeek } from "../features/labour/week-alerts.server";
import { StaffHomePage } from "../features/staff-home/components/staff-home-page";
import { dayPlan, meeting } from "../features/staff-home/staff-home";
import {
  describeOverlaps,
  listShiftsBetween,
  listShiftsToReplace,
  listUnassignedShifts,
} from "../features/staff-home/staff-home.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { formatInZone, shiftDay, shiftWeek, todayIn, wallTimeToInstant, weekOf } from "../lib/time";
import type { Route } from "./+types/admin-home";

/** Paris midnight of a day (midnight always exists in Paris; the fallback only guards other zones). */
function midnight(day: string, zone: string): Date {
  const instant = wallTimeToInstant(`${day}T00:00`, zone);
  return instant.ok ? instant.instant : new Date(`${day}T00:00:00Z`);
}

/**
 * The staff home of managers and admins: shifts to replace, today's and tomorrow's work, shifts nobody works, new
 * leads, alerts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const zone = getEnv().APP_TIME_ZONE;
  const today = todayIn(zone);
  const tomorrow = shiftDay(today, 1);
  const monday = weekOf(today, zone)?.monday ?? today;
  const day = (date: string) => ({ start: midnight(date, zone), end: midnight(shiftDay(date, 1), zone) });
  const thisWeek = { start: midnight(monday, zone), end: midnight(shiftWeek(monday, 1), zone) };
  const twoWeeks = { start: thisWeek.start, end: midnight(shiftWeek(monday, 2), zone) };
  const [toReplace, twoDays, unassigned, watched, overrides, newLeads] = await Promise.all([
    listShiftsToReplace(twoWeeks, new Date()),
    listShiftsBetween({ start: day(today).start, end: day(tomorrow).end }),
    listUnassignedShifts(twoWeeks),
    watchWeek(monday, thisWeek, zone),
    recentOverrides(thisWeek.start),
    countNewLeads(),
  ]);
  const overlaps = await describeOverlaps(watched.doubleBookings);
  return {
    zone,
    monday,
    todayLabel: formatInZone(`${today}T12:00:00Z`, "EEEE d MMMM", "UTC"),
    tomorrowLabel: formatInZone(`${tomorrow}T12:00:00Z`, "EEEE d MMMM", "UTC"),
    toReplace,
    today: dayPlan(today, meeting(twoDays, day(today))),
    tomorrow: dayPlan(tomorrow, meeting(twoDays, day(tomorrow))),
    unassigned,
    overlaps,
    labourAlerts: watched.alerts,
    overrides,
    newLeads,
  };
}

export const meta: Route.MetaFunction = staffMeta("Accueil du personnel", "/admin");

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StaffHomePage {...loaderData} />;
}

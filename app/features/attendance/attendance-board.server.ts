import { formatInZone } from "../../lib/time";
import { departureMissing, lateOrNotPunched } from "./attendance-lists";
import { departureRows, lateRows, reportRows } from "./attendance-views";
import { watchedShifts } from "./attendance-watch.server";
import { pendingReports } from "./punch-reports.server";
import { onSiteNow } from "./punches.server";

/**
 * The staff home's attendance lists at `now`, written in `zone`: on site, late or not punched, no departure, and the
 * employees' forgotten punches waiting for a manager.
 */
export async function attendanceBoard(now: Date, zone: string, toleranceMinutes: number) {
  const [present, watched, reports] = await Promise.all([onSiteNow(now), watchedShifts(now), pendingReports()]);
  return {
    onSite: present.map((person) => ({ ...person, since: formatInZone(person.since, "HH:mm", zone) })),
    late: lateRows(lateOrNotPunched(watched, now, toleranceMinutes), zone),
    departuresMissing: departureRows(departureMissing(watched, now), zone),
    punchReports: reportRows(reports, zone),
  };
}

import { formatInZone } from "../../lib/time";
import { departureMissing, lateOrNotPunched } from "./attendance-lists";
import { departureRows, lateRows } from "./attendance-views";
import { watchedShifts } from "./attendance-watch.server";
import { onSiteNow } from "./punches.server";

/** The staff home's three attendance lists at `now`, written in `zone`: on site, late or not punched, no departure. */
export async function attendanceBoard(now: Date, zone: string, toleranceMinutes: number) {
  const [present, watched] = await Promise.all([onSiteNow(now), watchedShifts(now)]);
  return {
    onSite: present.map((person) => ({ ...person, since: formatInZone(person.since, "HH:mm", zone) })),
    late: lateRows(lateOrNotPunched(watched, now, toleranceMinutes), zone),
    departuresMissing: departureRows(departureMissing(watched, now), zone),
  };
}

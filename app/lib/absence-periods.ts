import type { AbsencePeriod } from "../domain/contracts";
import { type DayNumber, parseDay, wallInstant } from "./time";

/** Half days split at noon: the morning runs until 12:00, the afternoon from 12:00 to midnight. */
export const NOON_MINUTES = 12 * 60;

type Period = Pick<AbsencePeriod, "startsOn" | "endsOn" | "halfDay">;

/** The instants an absence covers in `zone`: from the first day's midnight to the last day's end, or half its day. */
export function absenceSpan(absence: Period, zone: string): { start: number; end: number } {
  const first = parseDay(absence.startsOn);
  const last = parseDay(absence.endsOn);
  return {
    start: wallInstant(first, absence.halfDay === "afternoon" ? NOON_MINUTES : 0, zone),
    end: absence.halfDay === "morning" ? wallInstant(first, NOON_MINUTES, zone) : wallInstant(last + 1, 0, zone),
  };
}

/** Whether the absence takes its holder off work from `start` to `end` (instants): any minute in common. */
export function absenceCovers(absence: Period, start: number, end: number, zone: string): boolean {
  const span = absenceSpan(absence, zone);
  return start < span.end && span.start < end;
}

/** The half days an absence covers, counted from the first of 1970: [from, to). Zone-free, for comparing absences. */
function halfDays(absence: Period): { from: number; to: number } {
  const first = parseDay(absence.startsOn);
  return {
    from: first * 2 + (absence.halfDay === "afternoon" ? 1 : 0),
    to: absence.halfDay === "morning" ? first * 2 + 1 : (parseDay(absence.endsOn) + 1) * 2,
  };
}

/** Whether two absences share a half day: a morning and an afternoon of the same day do not. */
export function absencesOverlap(a: Period, b: Period): boolean {
  const one = halfDays(a);
  const other = halfDays(b);
  return one.from < other.to && other.from < one.to;
}

/** How much of `day` the absence takes: 1 for a whole day, 0.5 for its half day, 0 outside it. */
export function absentShareOf(absence: Period, day: DayNumber): number {
  if (day < parseDay(absence.startsOn) || day > parseDay(absence.endsOn)) return 0;
  return absence.halfDay ? 0.5 : 1;
}

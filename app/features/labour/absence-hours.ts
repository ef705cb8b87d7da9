import { ABSENCE_KINDS, type AbsenceKind } from "../../domain/enums";
import { absentShareOf } from "../../lib/absence-periods";
import { isPublicHoliday } from "../../lib/french-holidays";
import { type DayNumber, weekdayOf } from "../../lib/time";
import { contractOn, type DatedAbsence, type DatedContract } from "./labour-context";

/** Monday to Saturday: the *jours ouvrables* a week's contract hours are spread over (Code du travail, art. L3141-3). */
export const WORKING_DAYS_A_WEEK = 6;

const SUNDAY = 6;

/** How much of `day` the absences take (1 at most), and the kind of the absence that takes it. */
function absenceOn(absences: readonly DatedAbsence[], day: DayNumber): { share: number; kind: AbsenceKind } | null {
  let share = 0;
  let kind: AbsenceKind | null = null;
  for (const { absence, from, to } of absences) {
    if (day < from || day > to) continue;
    share += absentShareOf(absence, day);
    kind ??= absence.kind;
  }
  return kind ? { share: Math.min(1, share), kind } : null;
}

/**
 * The contract hours an absence stands for on `day`, in minutes: the week's hours over its six *jours ouvrables*,
 * half of it for a half day, nothing on a Sunday. A public holiday within the absence counts like any other day: the
 * holder is not expected that day either way. The grid's week, the hours report and the payroll CSV all count so.
 */
export function absenceMinutesOn(
  contracts: DatedContract[],
  absences: readonly DatedAbsence[],
  day: DayNumber,
): number {
  const terms = contractOn(contracts, day);
  const absent = absenceOn(absences, day);
  if (!terms || !absent || weekdayOf(day) === SUNDAY) return 0;
  return ((terms.weeklyHours * 60) / WORKING_DAYS_A_WEEK) * absent.share;
}

/**
 * The days of absence from `first` to `next` (excluded), by kind. Paid leave is counted in *jours ouvrables*: Monday
 * to Saturday, public holidays left out (Code du travail, art. L3141-3 and L3133-1); sickness and other absences in
 * calendar days. A half day counts 0.5.
 */
export function absenceDaysBetween(
  absences: readonly DatedAbsence[],
  first: DayNumber,
  next: DayNumber,
): Record<AbsenceKind, number> {
  const days = Object.fromEntries(ABSENCE_KINDS.map((kind) => [kind, 0])) as Record<AbsenceKind, number>;
  for (let day = first; day < next; day += 1) {
    const absent = absenceOn(absences, day);
    if (!absent) continue;
    if (absent.kind === "paid_leave" && (weekdayOf(day) === SUNDAY || isPublicHoliday(day))) continue;
    days[absent.kind] += absent.share;
  }
  return days;
}

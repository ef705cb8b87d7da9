import { isPartTime } from "../../domain/contracts";
import { isPublicHoliday } from "../../lib/french-holidays";
import { type DayNumber, dayOfInstant, dayStart, weekdayOf } from "../../lib/time";
import { formatDay } from "./french-format";
import type { LabourFinding } from "./labour-alert";
import { contractOn, type LabourContext } from "./labour-context";

// CCN propreté, art. 6.2.4.1: a change to a part-timer's planning is notified at least 8 working days ahead.
export const NOTICE_SOURCE = "CCN propreté, art. 6.2.4.1 ; Code du travail, art. L3123-24";
export const NOTICE_WORKING_DAYS = 8;

/** A jour ouvrable: Monday to Saturday, public holidays excepted. */
export function isJourOuvrable(day: DayNumber): boolean {
  return weekdayOf(day) !== 6 && !isPublicHoliday(day);
}

/**
 * The last day a change to `day`'s work may be announced: 8 jours ouvrables must lie strictly between the day of the
 * announcement and the day of the work.
 */
export function noticeDeadline(day: DayNumber): DayNumber {
  let counted = 0;
  let cursor = day;
  while (counted < NOTICE_WORKING_DAYS) {
    cursor -= 1;
    if (isJourOuvrable(cursor)) counted += 1;
  }
  return cursor - 1;
}

/**
 * A change to a part-timer's shifts (new, moved or removed) is flagged when a day it touches, from today on, comes
 * sooner than the notice allows; the earliest such day is named. Days already past are corrections, not planning.
 */
export function changeNotice(context: LabourContext): LabourFinding[] {
  const { change } = context;
  if (!change) return [];
  const today = dayOfInstant(change.now, context.zone);
  const touched = [...context.shifts.filter((shift) => change.shiftIds.has(shift.id)), ...change.previous];
  let earliest: DayNumber | null = null;
  for (const times of touched) {
    const day = dayOfInstant(times.start, context.zone);
    if (day < today || (earliest !== null && day >= earliest)) continue;
    const terms = contractOn(context.contracts, day);
    if (terms && isPartTime(terms) && today > noticeDeadline(day)) earliest = day;
  }
  if (earliest === null) return [];
  const deadline = noticeDeadline(earliest);
  return [
    {
      rule: "notice",
      message:
        `Modification du planning d'un salarié à temps partiel pour le ${formatDay(earliest)}, faite le ` +
        `${formatDay(today)} : le délai de prévenance de ${NOTICE_WORKING_DAYS} jours ouvrables imposait de la ` +
        `lui notifier au plus tard le ${formatDay(deadline)}. Prévenez-le et obtenez son accord.`,
      shiftIds: [...change.shiftIds],
      source: NOTICE_SOURCE,
      period: { start: dayStart(earliest, context.zone), end: dayStart(earliest + 1, context.zone) },
    },
  ];
}

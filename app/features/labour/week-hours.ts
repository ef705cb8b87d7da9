import { parseDay, weekdayOf } from "../../lib/time";
import { absenceMinutesOn, WORKING_DAYS_A_WEEK } from "./absence-hours";
import { buildLabourContext, contractOn, weekMinutes } from "./labour-context";
import type { HoursInput } from "./monthly-hours";

/** A week of the grid: planned against contracted hours, in whole minutes. */
export interface WeekHours {
  monday: string;
  plannedMinutes: number;
  /** The weekly hours of the contract, a sixth for each day from Monday to Saturday it is in force. */
  contractMinutes: number;
  /** The contract hours the week's absences stand for (see `absenceMinutesOn`). */
  absenceMinutes: number;
  /** Contract minus absences: what the week should hold. */
  expectedMinutes: number;
  /** Planned minus expected: positive when more is planned than contracted. */
  differenceMinutes: number;
}

/** The week starting on Monday `monday` (`YYYY-MM-DD`) in `zone`; null when it is not a Monday's date. */
export function weekHours(input: HoursInput & { monday: string }, zone: string): WeekHours | null {
  const monday = parseDay(input.monday);
  if (Number.isNaN(monday) || weekdayOf(monday) !== 0) return null;
  const context = buildLabourContext(input, zone);
  let contract = 0;
  let absence = 0;
  for (let day = monday; day < monday + 7; day += 1) {
    const terms = contractOn(context.contracts, day);
    if (terms && weekdayOf(day) < WORKING_DAYS_A_WEEK) contract += (terms.weeklyHours * 60) / WORKING_DAYS_A_WEEK;
    absence += absenceMinutesOn(context.contracts, context.absences, day);
  }
  const planned = Math.round(weekMinutes(context.minutesByDay, monday));
  const expected = Math.round(contract) - Math.round(absence);
  return {
    monday: input.monday,
    plannedMinutes: planned,
    contractMinutes: Math.round(contract),
    absenceMinutes: Math.round(absence),
    expectedMinutes: expected,
    differenceMinutes: planned - expected,
  };
}

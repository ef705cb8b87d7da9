import { parseDay, weekdayOf } from "../../lib/time";
import { buildLabourContext, contractOn, weekMinutes } from "./labour-context";
import type { HoursInput } from "./monthly-hours";

/** A week of the grid: planned against contracted hours, in whole minutes. */
export interface WeekHours {
  monday: string;
  plannedMinutes: number;
  /** The weekly hours of the contract, a seventh for each day it is in force. */
  contractMinutes: number;
  /** The contract's seventh for each day of recorded absence. */
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
    const share = terms ? (terms.weeklyHours * 60) / 7 : 0;
    contract += share;
    if (context.absences.some((period) => period.from <= day && day <= period.to)) absence += share;
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

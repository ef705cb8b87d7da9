import { dayStart, dayText } from "../../lib/time";

/**
 * A span of whole weeks: its instants [start, end) and its first and last days. The labour rules load the shifts,
 * absences and contracts over it; the hours report reads a month's weeks by it.
 */
export interface LabourWindow {
  start: Date;
  end: Date;
  /** `YYYY-MM-DD`, the first and last days of the window (inclusive). */
  firstDay: string;
  lastDay: string;
}

/** Whole weeks from the Monday `firstMonday` to the day before `nextMonday` (day numbers), midnights in `zone`. */
export function weeksWindow(firstMonday: number, nextMonday: number, zone: string): LabourWindow {
  return {
    start: new Date(dayStart(firstMonday, zone)),
    end: new Date(dayStart(nextMonday, zone)),
    firstDay: dayText(firstMonday),
    lastDay: dayText(nextMonday - 1),
  };
}

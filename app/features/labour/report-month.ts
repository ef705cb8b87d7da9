import { formatDuration } from "../../lib/durations";
import { dayStart, mondayOf, monthDays } from "../../lib/time";
import { MONTHS } from "./french-format";
import { type LabourWindow, weeksWindow } from "./weeks-window";

export const BAD_MONTH_MESSAGE = "Mois invalide : choisissez un mois au format AAAA-MM. Voici le mois en cours.";

/** A `YYYY-MM` month between 2000 and 2099, or null. */
export function parseMonth(text: string | null | undefined): string | null {
  if (!text || !/^20\d{2}-(0[1-9]|1[0-2])$/.test(text)) return null;
  return text;
}

/** The month `delta` months after `month` (`YYYY-MM`). */
export function shiftMonth(month: string, delta: number): string {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + delta];
  const date = new Date(Date.UTC(year, index, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** 'mars 2026'. */
export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** The month's own instants: from its first midnight to the next month's, in `zone`. */
export function monthBounds(days: { first: number; next: number }, zone: string): { start: Date; end: Date } {
  return { start: new Date(dayStart(days.first, zone)), end: new Date(dayStart(days.next, zone)) };
}

/**
 * What the month's figures read: its weeks whole, from the Monday on or before the 1st to the Sunday on or after the
 * last day, since extra hours count per Monday-to-Sunday week; its instants are midnights in `zone`.
 */
export function monthSpan(month: string, zone: string): LabourWindow | null {
  const days = monthDays(month);
  return days ? weeksWindow(mondayOf(days.first), mondayOf(days.next - 1) + 7, zone) : null;
}

/** A report cell: '151 h 40', and a dash for nothing, so that the figures that matter stand out. */
export function hoursCell(minutes: number): string {
  return minutes === 0 ? "–" : formatDuration(minutes);
}

/** Days as a report cell: '–' for none, '4,5 j' otherwise. */
export function daysCell(days: number): string {
  return days === 0 ? "–" : `${String(days).replace(".", ",")} j`;
}

import { tzOffset } from "@date-fns/tz";
import { PARIS } from "../../lib/time";

/**
 * Paris calendar days as whole numbers (days since 1970-01-01), so that the rules count days and weeks with integer
 * arithmetic. Every instant is read in Paris through the zone's own offset, never the machine's zone.
 */
export type DayNumber = number;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const offsets = new Map<number, number>();
/** Instants of the wall times met, by day and minute of the day: payroll reads the same midnights again and again. */
const wallInstants = new Map<number, number>();

/** The Paris offset from UTC, in minutes, at `ms`: read from Intl once per hour met (Paris changes on the hour). */
export function parisOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  // Kept small: a long-running server meets new hours every day.
  if (offsets.size > 50_000) offsets.clear();
  const offset = tzOffset(PARIS, new Date(hour * HOUR));
  offsets.set(hour, offset);
  return offset;
}

/** The Paris day of an instant. */
export function dayOfInstant(ms: number): DayNumber {
  return Math.floor((ms + parisOffset(ms) * MINUTE) / DAY);
}

/**
 * The instant of a Paris wall time, `minutes` after midnight of `day`. Paris changes its clocks at 02:00 and 03:00,
 * so the wall times the rules use (00:00, 06:00, 21:00) exist exactly once.
 */
export function wallInstant(day: DayNumber, minutes = 0): number {
  const key = day * 1440 + minutes;
  const known = wallInstants.get(key);
  if (known !== undefined) return known;
  if (wallInstants.size > 50_000) wallInstants.clear();
  const asUtc = day * DAY + minutes * MINUTE;
  const guess = asUtc - parisOffset(asUtc) * MINUTE;
  const instant = asUtc - parisOffset(guess) * MINUTE;
  wallInstants.set(key, instant);
  return instant;
}

/** Paris midnight starting `day`. A day at a clock change lasts 23 h (March) or 25 h (October). */
export function dayStart(day: DayNumber): number {
  return wallInstant(day, 0);
}

/** 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(day: DayNumber): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** The Monday of the week of `day`: weeks run from Monday 00:00 Paris. */
export function mondayOf(day: DayNumber): DayNumber {
  return day - weekdayOf(day);
}

/** A `YYYY-MM-DD` day as a day number; NaN when the text is not such a date. */
export function parseDay(text: string): DayNumber {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const check = new Date(ms);
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === date ? ms / DAY : Number.NaN;
}

const two = (value: number) => String(value).padStart(2, "0");

/** A day number as `YYYY-MM-DD`. */
export function dayText(day: DayNumber): string {
  const date = new Date(day * DAY);
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}

/** The year, month (1–12) and date of a day number. */
export function dayParts(day: DayNumber): { year: number; month: number; date: number } {
  const date = new Date(day * DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, date: date.getUTCDate() };
}

/** The first day of a `YYYY-MM` month and the first day of the next one; null when the text is not a month. */
export function monthDays(month: string): { first: DayNumber; next: DayNumber } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const [year, index] = [Number(match[1]), Number(match[2]) - 1];
  if (index < 0 || index > 11) return null;
  return { first: Date.UTC(year, index, 1) / DAY, next: Date.UTC(year, index + 1, 1) / DAY };
}

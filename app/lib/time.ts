import { tz, tzOffset } from "@date-fns/tz";
import { addDays, format, isValid, parseISO } from "date-fns";
import { fr } from "date-fns/locale";

/**
 * The company's time, in whatever zone it works in: every function that depends on a zone takes it, and the server
 * passes `APP_TIME_ZONE`. Instants are read in that zone through its own offsets, never through the machine's zone.
 */

/** The zone `APP_TIME_ZONE` defaults to. */
export const PARIS = "Europe/Paris";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const QUARTER_HOUR = 15 * MINUTE;

export const DATETIME_LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export const NONEXISTENT_TIME_MESSAGE =
  "Cette heure n'existe pas à Paris (passage à l'heure d'été) : choisissez une heure après 03:00.";
const SKIPPED_TIME_MESSAGE = "Cette heure n'existe pas (passage à l'heure d'été) : choisissez une heure plus tardive.";
export const INVALID_DATE_MESSAGE = "Date invalide.";

/** What a wall time skipped by a spring change is refused with, in `zone`. */
export function nonexistentTimeMessage(zone: string): string {
  return zone === PARIS ? NONEXISTENT_TIME_MESSAGE : SKIPPED_TIME_MESSAGE;
}

/** UTC offsets in minutes by zone and quarter hour: zones change their clocks on quarter hours. */
const offsets = new Map<string, Map<number, number>>();

/** The offset of `zone` from UTC at the instant `ms`, in minutes: read once per zone and quarter hour met. */
export function zoneOffset(zone: string, ms: number): number {
  let known = offsets.get(zone);
  // Kept small: a long-running server meets new quarter hours every day.
  if (!known || known.size > 50_000) {
    known = new Map();
    offsets.set(zone, known);
  }
  const quarter = Math.floor(ms / QUARTER_HOUR);
  const cached = known.get(quarter);
  if (cached !== undefined) return cached;
  const offset = tzOffset(zone, new Date(quarter * QUARTER_HOUR));
  known.set(quarter, offset);
  return offset;
}

/**
 * The instant of a wall time of `zone`, given as the UTC instant with the same digits: the first of two at an autumn
 * change, null when a spring change skips it. The offsets a day on either side cover both in force around any change.
 */
function instantOfWall(wall: number, zone: string): number | null {
  const before = zoneOffset(zone, wall - DAY);
  const after = zoneOffset(zone, wall + DAY);
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const instant = wall - offset * MINUTE;
    if (instant + zoneOffset(zone, instant) * MINUTE === wall) return instant;
  }
  return null;
}

export type WallTimeResult = { ok: true; instant: Date } | { ok: false; message: string };

/**
 * Reads a `datetime-local` value as a wall-clock time in `zone`. A time skipped by the spring change is refused;
 * a time repeated by the autumn change is the first of its two occurrences (the summer one).
 */
export function wallTimeToInstant(value: string, zone: string): WallTimeResult {
  const match = DATETIME_LOCAL_PATTERN.exec(value.slice(0, 16));
  if (!match) return { ok: false, message: INVALID_DATE_MESSAGE };
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) {
    return { ok: false, message: INVALID_DATE_MESSAGE };
  }
  const instant = instantOfWall(asUtc, zone);
  return instant === null
    ? { ok: false, message: nonexistentTimeMessage(zone) }
    : { ok: true, instant: new Date(instant) };
}

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : parseISO(value);
}

/**
 * Formats in `zone` with the French locale; a value that is not a date is shown as it is. The first of a month
 * written in words is an ordinal, as French writes it: « mardi 1er décembre », then « mercredi 2 décembre ».
 */
export function formatInZone(value: Date | string, pattern: string, zone: string): string {
  const date = toDate(value);
  if (!isValid(date)) return String(value);
  const options = { in: tz(zone), locale: fr };
  const ordinal = pattern.includes(" MMM") && format(date, "d", options) === "1";
  return format(date, ordinal ? firstAsOrdinal(pattern) : pattern, options);
}

/** The pattern with its day of the month before a month name (`d MMM…`, outside quoted text) written `1er`. */
function firstAsOrdinal(pattern: string): string {
  return pattern
    .split("'")
    .map((part, index) => (index % 2 === 0 ? part.replace(/(?<!d)d(?= MMM)/g, "'1er'") : part))
    .join("'");
}

/** 'dd/MM/yyyy à HH:mm' in `zone`. */
export function formatDateTime(value: Date | string, zone: string): string {
  return formatInZone(value, "dd/MM/yyyy 'à' HH:mm", zone);
}

/** The `datetime-local` value (16 characters) of an instant, in `zone`. */
export function toDateTimeLocal(value: Date | string, zone: string): string {
  return formatInZone(value, "yyyy-MM-dd'T'HH:mm", zone);
}

const two = (value: number) => String(value).padStart(2, "0");

/** An instant as read on a wall clock of a time zone: its day and its time. */
export interface WallClockReading {
  /** yyyy-MM-dd */
  day: string;
  /** HH:mm, 00:00 to 23:59 */
  time: string;
  /** dd/MM */
  dayMonth: string;
}

/**
 * The wall-clock day and time of `instant` in `zone`: the zone's offset added to the instant, read as UTC. Cheaper
 * than a formatter for the thousands of instants a week grid reads, at a few distinct times of day.
 */
export function readWallClock(instant: Date | string, zone: string): WallClockReading {
  const ms = instant instanceof Date ? instant.getTime() : Date.parse(instant);
  const wall = new Date(ms + zoneOffset(zone, ms) * MINUTE);
  const dayMonth = `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}`;
  return {
    day: `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`,
    time: `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`,
    dayMonth,
  };
}

/**
 * Calendar days as whole numbers (days since 1970-01-01), so that rules count days and weeks with integer
 * arithmetic. A day number names a date, in no zone; the functions that meet instants take the zone.
 */
export type DayNumber = number;

/** The day of an instant in `zone`. */
export function dayOfInstant(ms: number, zone: string): DayNumber {
  return Math.floor((ms + zoneOffset(zone, ms) * MINUTE) / DAY);
}

/** Instants of the wall times met, by zone, then day and minute of the day: payroll reads the same midnights often. */
const wallInstants = new Map<string, Map<number, number>>();

/**
 * The instant of the wall time `minutes` after midnight of `day` in `zone`. A time repeated by an autumn change is its
 * first occurrence; a time skipped by a spring change is the instant the clocks jump, so a zone that changes at
 * midnight starts that day at 01:00.
 */
export function wallInstant(day: DayNumber, minutes: number, zone: string): number {
  let known = wallInstants.get(zone);
  if (!known || known.size > 50_000) {
    known = new Map();
    wallInstants.set(zone, known);
  }
  const key = day * 1440 + minutes;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const wall = day * DAY + minutes * MINUTE;
  const instant = instantOfWall(wall, zone) ?? wall - zoneOffset(zone, wall - DAY) * MINUTE;
  known.set(key, instant);
  return instant;
}

/** Midnight starting `day` in `zone`. A day at a clock change lasts 23 h (spring) or 25 h (autumn). */
export function dayStart(day: DayNumber, zone: string): number {
  return wallInstant(day, 0, zone);
}

/** 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(day: DayNumber): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** The Monday of the week of `day`: weeks run from Monday 00:00. */
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

export interface WeekRange {
  /** Monday, as yyyy-MM-dd. */
  monday: string;
  start: Date;
  end: Date;
}

/** The Monday-to-Monday week (midnights in `zone`) containing `day`, a yyyy-MM-dd date. */
export function weekOf(day: string, zone: string): WeekRange | null {
  const number = parseDay(day);
  if (Number.isNaN(number)) return null;
  const monday = mondayOf(number);
  return {
    monday: dayText(monday),
    start: new Date(dayStart(monday, zone)),
    end: new Date(dayStart(monday + 7, zone)),
  };
}

/** Today's date in `zone`, as yyyy-MM-dd. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return dayText(dayOfInstant(now.getTime(), zone));
}

/** The calendar day `days` days after (or before) a yyyy-MM-dd day. */
export function shiftDay(day: string, days: number): string {
  return format(addDays(parseISO(day), days), "yyyy-MM-dd");
}

/** The Monday `weeks` weeks after (or before) the given Monday. */
export function shiftWeek(monday: string, weeks: number): string {
  return shiftDay(monday, 7 * weeks);
}

/** A yyyy-MM-dd day as dd/MM/yyyy. */
export function frenchDay(day: string): string {
  return day.split("-").reverse().join("/");
}

import { tz, tzOffset } from "@date-fns/tz";
import { addDays, format, isValid, parseISO, startOfWeek } from "date-fns";
import { fr } from "date-fns/locale";

/** The company's zone (APP_TIME_ZONE); every date is read and shown in it, whatever the machine's zone. */
export const PARIS = "Europe/Paris";

export const DATETIME_LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export const NONEXISTENT_TIME_MESSAGE =
  "Cette heure n'existe pas à Paris (passage à l'heure d'été) : choisissez une heure après 03:00.";
export const INVALID_DATE_MESSAGE = "Date invalide.";

export type WallTimeResult = { ok: true; instant: Date } | { ok: false; message: string };

function wallTimeOf(instant: Date, zone: string): string {
  return format(instant, "yyyy-MM-dd'T'HH:mm", { in: tz(zone) });
}

/**
 * Reads a `datetime-local` value as a wall-clock time in `zone`. A time skipped by the spring change is refused;
 * a time repeated by the autumn change is the first of its two occurrences (the summer one).
 */
export function wallTimeToInstant(value: string, zone: string = PARIS): WallTimeResult {
  const match = DATETIME_LOCAL_PATTERN.exec(value.slice(0, 16));
  if (!match) return { ok: false, message: INVALID_DATE_MESSAGE };
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) {
    return { ok: false, message: INVALID_DATE_MESSAGE };
  }
  const wanted = value.slice(0, 16);
  // The zone's offset a day on either side covers both offsets in force around any change.
  const offsets = new Set([tzOffset(zone, new Date(asUtc - 86_400_000)), tzOffset(zone, new Date(asUtc + 86_400_000))]);
  const candidates = [...offsets]
    .map((offset) => new Date(asUtc - offset * 60_000))
    .filter((instant) => wallTimeOf(instant, zone) === wanted)
    .sort((a, b) => a.getTime() - b.getTime());
  const first = candidates[0];
  return first ? { ok: true, instant: first } : { ok: false, message: NONEXISTENT_TIME_MESSAGE };
}

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : parseISO(value);
}

/** Formats in `zone` with the French locale; a value that is not a date is shown as it is. */
export function formatInZone(value: Date | string, pattern: string, zone: string = PARIS): string {
  const date = toDate(value);
  if (!isValid(date)) return String(value);
  return format(date, pattern, { in: tz(zone), locale: fr });
}

/** 'dd/MM/yyyy à HH:mm' in Paris time. */
export function formatDateTime(value: Date | string, zone: string = PARIS): string {
  return formatInZone(value, "dd/MM/yyyy 'à' HH:mm", zone);
}

/** The `datetime-local` value (16 characters) of an instant, in Paris time. */
export function toDateTimeLocal(value: Date | string, zone: string = PARIS): string {
  return formatInZone(value, "yyyy-MM-dd'T'HH:mm", zone);
}

export interface WeekRange {
  /** Monday, as yyyy-MM-dd. */
  monday: string;
  start: Date;
  end: Date;
}

/** The Monday-to-Monday week (Paris midnights) containing `day`, a yyyy-MM-dd date. */
export function weekOf(day: string, zone: string = PARIS): WeekRange | null {
  const midnight = wallTimeToInstant(`${day}T00:00`, zone);
  if (!midnight.ok) return null;
  const inZone = tz(zone);
  const monday = format(startOfWeek(midnight.instant, { in: inZone, weekStartsOn: 1 }), "yyyy-MM-dd", { in: inZone });
  const nextMonday = format(addDays(parseISO(monday), 7), "yyyy-MM-dd");
  const start = wallTimeToInstant(`${monday}T00:00`, zone);
  const end = wallTimeToInstant(`${nextMonday}T00:00`, zone);
  if (!start.ok || !end.ok) return null;
  return { monday, start: start.instant, end: end.instant };
}

/** Today's date in `zone`, as yyyy-MM-dd. */
export function todayIn(zone: string = PARIS, now: Date = new Date()): string {
  return format(now, "yyyy-MM-dd", { in: tz(zone) });
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

import { type DayNumber, dayOfInstant, dayParts, readWallClock, weekdayOf } from "../../lib/time";

const WEEKDAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"];
/** The French months, January first. */
export const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

/** A day as 'lundi 30 mars', 'mercredi 1er avril'; with the year when asked ('jeudi 1er janvier 2026'). */
export function formatDay(day: DayNumber, withYear = false): string {
  const { year, month, date } = dayParts(day);
  const text = `${WEEKDAYS[weekdayOf(day)]} ${date === 1 ? "1er" : date} ${MONTHS[month - 1]}`;
  return withYear ? `${text} ${year}` : text;
}

/** The wall-clock time of an instant in `zone`, '06:00'. */
export function formatClock(ms: number, zone: string): string {
  return readWallClock(new Date(ms), zone).time;
}

/** An instant as 'lundi 30 mars à 06:00', in `zone`. */
export function formatMoment(ms: number, zone: string): string {
  return `${formatDay(dayOfInstant(ms, zone))} à ${formatClock(ms, zone)}`;
}

/** A shift as 'lundi 30 mars, 06:00–14:00' (its start day), in `zone`. */
export function formatPeriod(start: number, end: number, zone: string): string {
  return `${formatDay(dayOfInstant(start, zone))}, ${formatClock(start, zone)}–${formatClock(end, zone)}`;
}

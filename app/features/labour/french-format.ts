import { type DayNumber, dayOfInstant, dayParts, MINUTE, parisOffset, weekdayOf } from "./paris-calendar";

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

/** A duration in minutes as French hours: '10 h', '10 h 30', '0 h 45'. */
export function formatDuration(minutes: number): string {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}

/** A day as 'lundi 30 mars', 'mercredi 1er avril'; with the year when asked ('jeudi 1er janvier 2026'). */
export function formatDay(day: DayNumber, withYear = false): string {
  const { year, month, date } = dayParts(day);
  const text = `${WEEKDAYS[weekdayOf(day)]} ${date === 1 ? "1er" : date} ${MONTHS[month - 1]}`;
  return withYear ? `${text} ${year}` : text;
}

/** The Paris wall-clock time of an instant, '06:00'. */
export function formatClock(ms: number): string {
  const wall = new Date(ms + parisOffset(ms) * MINUTE);
  return `${String(wall.getUTCHours()).padStart(2, "0")}:${String(wall.getUTCMinutes()).padStart(2, "0")}`;
}

/** An instant as 'lundi 30 mars à 06:00', in Paris time. */
export function formatMoment(ms: number): string {
  return `${formatDay(dayOfInstant(ms))} à ${formatClock(ms)}`;
}

/** A shift as 'lundi 30 mars, 06:00–14:00' (its start day). */
export function formatPeriod(start: number, end: number): string {
  return `${formatDay(dayOfInstant(start))}, ${formatClock(start)}–${formatClock(end)}`;
}

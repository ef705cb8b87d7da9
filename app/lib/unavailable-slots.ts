import { dayOfInstant, frenchDay, parseDay, wallInstant, weekdayOf } from "./time";

/** The weekdays as an employee names them, Monday first (0 … 6, as `weekdayOf` counts them). */
export const WEEKDAY_NAMES = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"] as const;

/**
 * A time an employee cannot work: every week on `weekday` (0 Monday … 6 Sunday) between `validFrom` and `validUntil`
 * when given, or on the one day `onDate`; from `fromTime` to `toTime` (`HH:mm`, local), or the whole day when null.
 */
export interface UnavailableSlot {
  weekday: number | null;
  onDate: string | null;
  fromTime: string | null;
  toTime: string | null;
  validFrom: string | null;
  validUntil: string | null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function appliesOn(slot: UnavailableSlot, day: number): boolean {
  if (slot.onDate !== null) return parseDay(slot.onDate) === day;
  if (slot.weekday === null || weekdayOf(day) !== slot.weekday) return false;
  if (slot.validFrom && day < parseDay(slot.validFrom)) return false;
  return !(slot.validUntil && day > parseDay(slot.validUntil));
}

/** Whether the slot meets the period from `start` to `end`, on any local day of `zone` the period touches. */
export function slotMeets(slot: UnavailableSlot, start: Date, end: Date, zone: string): boolean {
  const [from, to] = [start.getTime(), end.getTime()];
  for (let day = dayOfInstant(from, zone); day <= dayOfInstant(to - 1, zone); day++) {
    if (!appliesOn(slot, day)) continue;
    const slotStart = wallInstant(day, slot.fromTime ? minutesOf(slot.fromTime) : 0, zone);
    const slotEnd = slot.toTime ? wallInstant(day, minutesOf(slot.toTime), zone) : wallInstant(day + 1, 0, zone);
    if (slotStart < to && from < slotEnd) return true;
  }
  return false;
}

/** « le mardi de 06:00 à 09:00 », « le 04/12/2026, toute la journée »… */
export function slotText(slot: UnavailableSlot): string {
  const day =
    slot.onDate !== null
      ? `le ${frenchDay(slot.onDate)}`
      : `chaque ${WEEKDAY_NAMES[slot.weekday ?? 0]}${slot.validFrom ? ` à partir du ${frenchDay(slot.validFrom)}` : ""}${slot.validUntil ? ` jusqu'au ${frenchDay(slot.validUntil)}` : ""}`;
  return slot.fromTime && slot.toTime ? `${day} de ${slot.fromTime} à ${slot.toTime}` : `${day}, toute la journée`;
}

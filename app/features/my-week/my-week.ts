import type { CalendarEvent } from "../../lib/calendar";
import { publicHolidayOn } from "../../lib/french-holidays";
import { formatInZone } from "../../lib/time";

/** The site a shift takes place at, with what the assigned employee needs to get in. */
export interface ShiftSite {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  accessInstructions: string | null;
  accessCode: string | null;
}

/**
 * One of the signed-in employee's shifts, as /my-schedule shows it and the calendar feed lists it: its `location` is
 * the free-text place, or the site's name. Times are ISO strings.
 */
export interface MyShift extends Omit<CalendarEvent, "sequence" | "breakMinutes"> {
  /** The unpaid break, in minutes (0 for none). */
  breakMinutes: number;
  site: ShiftSite | null;
  /** The other employees on the same planning, "First Last". */
  colleagues: string[];
}

export interface ShiftDay {
  /** yyyy-MM-dd in the company's zone. */
  day: string;
  /** "lundi 12 janvier". */
  label: string;
  isToday: boolean;
  /** The public holiday's name ('Fête du Travail'); null on an ordinary day. */
  holiday: string | null;
  shifts: MyShift[];
}

/** Shifts not yet over (under way or to come), soonest first, and past ones, latest first. */
export function splitShifts(shifts: readonly MyShift[], now: Date): { upcoming: MyShift[]; past: MyShift[] } {
  const at = now.getTime();
  const byStart = [...shifts].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  return {
    upcoming: byStart.filter((shift) => Date.parse(shift.endTime) > at),
    past: byStart.filter((shift) => Date.parse(shift.endTime) <= at).reverse(),
  };
}

/** The shift under way or the next one to start; null when none is left. */
export function nextShift<T extends Pick<MyShift, "startTime" | "endTime">>(shifts: readonly T[], now: Date): T | null {
  const at = now.getTime();
  let best: T | null = null;
  for (const shift of shifts) {
    if (Date.parse(shift.endTime) <= at) continue;
    if (!best || Date.parse(shift.startTime) < Date.parse(best.startTime)) best = shift;
  }
  return best;
}

/** Shifts grouped by the day they start on (company zone), keeping the order they come in. */
export function groupByDay(shifts: readonly MyShift[], today: string, zone: string): ShiftDay[] {
  const days = new Map<string, ShiftDay>();
  for (const shift of shifts) {
    const day = formatInZone(shift.startTime, "yyyy-MM-dd", zone);
    let group = days.get(day);
    if (!group) {
      group = {
        day,
        label: formatInZone(shift.startTime, "EEEE d MMMM yyyy", zone),
        isToday: day === today,
        holiday: publicHolidayOn(day)?.name ?? null,
        shifts: [],
      };
      days.set(day, group);
    }
    group.shifts.push(shift);
  }
  return [...days.values()];
}

/** "06:00 – 09:30", or "22:00 – mar. 13/01 06:00" when the shift ends on another day. */
export function timeRange(shift: Pick<MyShift, "startTime" | "endTime">, zone: string): string {
  const sameDay = formatInZone(shift.startTime, "yyyy-MM-dd", zone) === formatInZone(shift.endTime, "yyyy-MM-dd", zone);
  const end = formatInZone(shift.endTime, sameDay ? "HH:mm" : "EEE dd/MM HH:mm", zone);
  return `${formatInZone(shift.startTime, "HH:mm", zone)} – ${end}`;
}

/** The calendar feed's address for a one-tap subscription: the same URL with the webcal scheme. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//i, "webcal://");
}

/** A Google Maps search for a site's full address (opens the Maps app on phones). */
export function mapsUrl(site: Pick<ShiftSite, "address" | "postalCode" | "city">): string {
  const query = `${site.address}, ${site.postalCode} ${site.city}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

import { type AbsencePeriod, absenceLabel } from "../../domain/contracts";
import type { SiteAddress } from "../../domain/sites";
import type { CalendarEvent } from "../../lib/calendar";
import { formatDuration } from "../../lib/durations";
import { publicHolidayOn } from "../../lib/french-holidays";
import { dayStart, dayText, formatInZone, parseDay, readWallClock } from "../../lib/time";

/** The site a shift takes place at, with what the assigned employee needs to get in. */
export interface ShiftSite extends SiteAddress {
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
  /** The absence that day ('Congés payés (matin)'); null when there is none. */
  absence: string | null;
  shifts: MyShift[];
}

/** The employee's week, day by day: on the week of today, `days` starts today and `earlier` holds the days gone. */
export interface WeekDays {
  days: ShiftDay[];
  earlier: ShiftDay[];
}

/**
 * The seven days of the week of Monday `monday` (company zone), each with the shifts starting on it in the order they
 * come, and the absence it falls in. On the week holding `today`, today comes first: the days before it are apart.
 */
export function weekDays(
  input: { shifts: readonly MyShift[]; absences: readonly AbsencePeriod[]; monday: string; today: string },
  zone: string,
): WeekDays {
  const first = parseDay(input.monday);
  const byDay = new Map<string, MyShift[]>();
  for (const shift of input.shifts) {
    const day = readWallClock(shift.startTime, zone).day;
    byDay.set(day, [...(byDay.get(day) ?? []), shift]);
  }
  const all: ShiftDay[] = [];
  for (let number = first; number < first + 7; number += 1) {
    const day = dayText(number);
    const absence = input.absences.find((period) => period.startsOn <= day && day <= period.endsOn);
    all.push({
      day,
      label: formatInZone(new Date(dayStart(number, zone)), "EEEE d MMMM", zone),
      isToday: day === input.today,
      holiday: publicHolidayOn(day)?.name ?? null,
      absence: absence ? absenceLabel(absence) : null,
      shifts: byDay.get(day) ?? [],
    });
  }
  const today = all.findIndex((day) => day.isToday);
  return today === -1 ? { days: all, earlier: [] } : { days: all.slice(today), earlier: all.slice(0, today) };
}

/** A week's planned and contracted minutes (the labour rules' `WeekHours`). */
export interface WeekFigures {
  plannedMinutes: number;
  contractMinutes: number;
  absenceMinutes: number;
  expectedMinutes: number;
}

/**
 * The week's hours as the employee reads them: '24 h 30 planifiées sur 26 h prévues au contrat', the contract less the
 * week's absences when there are some, or the planned hours alone without a contract that week.
 */
export function weekHoursText(week: WeekFigures): string {
  const planned = `${formatDuration(week.plannedMinutes)} planifiées`;
  if (week.contractMinutes === 0) return `${planned}, sans contrat cette semaine`;
  const absences = week.absenceMinutes > 0 ? " (absences déduites)" : "";
  return `${planned} sur ${formatDuration(week.expectedMinutes)} prévues au contrat${absences}`;
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

import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod } from "ical-generator";
import { calendarText } from "../../lib/calendar-text";
import { PARIS } from "../../lib/time";
import type { Planning } from "./schedules";

export type CalendarEvent = Pick<Planning, "id" | "title" | "description" | "location" | "startTime" | "endTime">;

// Europe/Paris's rules since 1996 (EU summer time), so that calendars read local times without a zone library.
const PARIS_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Paris",
  "X-LIC-LOCATION:Europe/Paris",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/** An employee's plannings as an iCalendar feed, with local times in the company's zone. */
export function buildCalendar(
  events: readonly CalendarEvent[],
  options: { name: string; host: string; zone?: string; now?: Date },
): string {
  const zone = options.zone ?? PARIS;
  const calendar = ical({
    name: calendarText(options.name),
    prodId: { company: "Clarté Propreté", product: "Planning", language: "FR" },
    method: ICalCalendarMethod.PUBLISH,
    timezone: zone === PARIS ? { name: zone, generator: () => PARIS_VTIMEZONE } : zone,
    ttl: 60 * 60,
  });
  for (const event of events) {
    calendar.createEvent({
      id: `${event.id}@${options.host}`,
      summary: calendarText(event.title),
      start: new TZDate(new Date(event.startTime).getTime(), zone),
      end: new TZDate(new Date(event.endTime).getTime(), zone),
      timezone: zone,
      location: calendarText(event.location ?? null),
      description: calendarText(event.description ?? null),
      stamp: options.now ?? new Date(),
    });
  }
  return calendar.toString();
}

import { TZDate } from "@date-fns/tz";
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { MailAttachment } from "../domain/mail-attachment";
import { calendarLines, calendarText } from "./calendar-text";
import { company } from "./company";
import { breakText } from "./durations";
import { PARIS } from "./time";

/** A planning as an event: its times as ISO strings. */
export interface CalendarEvent {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  startTime: string;
  endTime: string;
  /** The unpaid break in minutes, written first in the description; none when absent or 0. */
  breakMinutes?: number;
  /** Raised by every update sent by mail, so that calendars replace the event they hold (RFC 5546). */
  sequence?: number;
}

/** A feed is published; a change notice requests (or cancels) events of its addressee's calendar (RFC 5546). */
export type CalendarMethod = "PUBLISH" | "REQUEST" | "CANCEL";

const METHODS = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
} as const;

interface Person {
  name: string;
  email: string;
}

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

/**
 * An employee's plannings as iCalendar, with local times in the company's zone: the feed (PUBLISH), or a change
 * notice's attachment (REQUEST or CANCEL, from the company to the employee). An event's UID is the planning's id at
 * the site's host, the same in the feed and in every notice.
 */
export function buildCalendar(
  events: readonly CalendarEvent[],
  options: {
    name: string;
    host: string;
    zone: string;
    now?: Date;
    method?: CalendarMethod;
    organizer?: Person;
    attendee?: Person;
  },
): string {
  const method = options.method ?? "PUBLISH";
  const { zone } = options;
  const now = options.now ?? new Date();
  const calendar = ical({
    name: calendarText(options.name),
    prodId: { company: "Clarté Propreté", product: "Planning", language: "FR" },
    method: METHODS[method],
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
      description: calendarLines(eventDescription(event)),
      stamp: now,
      ...(event.sequence !== undefined ? { sequence: event.sequence } : {}),
      ...(method === "CANCEL" ? { status: ICalEventStatus.CANCELLED } : {}),
      ...(options.organizer ? { organizer: options.organizer } : {}),
      ...(options.attendee
        ? {
            attendees: [
              {
                ...options.attendee,
                role: ICalAttendeeRole.REQ,
                status: ICalAttendeeStatus.ACCEPTED,
                rsvp: false,
              },
            ],
          }
        : {}),
    });
  }
  // RFC 5545 (3.1) ends every content line with CRLF, the last one too.
  return `${withUtcStamps(calendar.toString(), now)}\r\n`;
}

/** 'Pause 30 min' on the first line when the event has a break, then its description; null when neither. */
function eventDescription(event: CalendarEvent): string | null {
  const pause = breakText(event.breakMinutes ?? 0);
  const lines = [pause && `${pause.charAt(0).toUpperCase()}${pause.slice(1)}`, event.description];
  return lines.filter(Boolean).join("\n") || null;
}

/**
 * RFC 5545 (3.8.7.2) wants DTSTAMP in UTC, but ical-generator writes it in the calendar's zone, read through the
 * process's own zone and without the Z: the stamp is rewritten from the instant itself.
 */
function withUtcStamps(text: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return text.replace(/^DTSTAMP:.*$/gm, `DTSTAMP:${stamp}`);
}

/**
 * A calendar file attached to a mail the company sends one person: its events requested in (or cancelled from) their
 * calendar, the company as organizer at the mail's sender address (`from`, "Nom <adresse>" or an address).
 */
export function calendarAttachment(
  filename: string,
  events: readonly CalendarEvent[],
  options: {
    method: "REQUEST" | "CANCEL";
    name: string;
    host: string;
    zone: string;
    now?: Date;
    from: string;
    attendee: Person;
  },
): MailAttachment {
  const { from, ...rest } = options;
  const organizer = { name: company.name, email: /<([^>]+)>/.exec(from)?.[1] ?? from.trim() };
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${options.method}`,
    content: buildCalendar(events, { ...rest, organizer }),
  };
}

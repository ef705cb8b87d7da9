import type { MailAttachment } from "../../domain/mail-attachment";
import { type CalendarEvent, calendarAttachment } from "../../lib/calendar";
import { changeNoticeMail } from "../../mail/change-notice";
import type { MailContent } from "../../mail/layout";
import type { NoticeChange, NoticedPlanning } from "./change-notices";
import { noticeLines } from "./change-notices";

export interface NoticeMailInput {
  employee: { firstName: string; name: string; email: string };
  changes: readonly NoticeChange[];
  zone: string;
  /** The site's origin: the link to the week, and the host of every event's UID (the feed's). */
  publicUrl: string;
  /** The mail's sender, "Nom <adresse>" or an address: the events' organizer. */
  from: string;
  now?: Date;
}

export type NoticeMail = MailContent & { attachments: MailAttachment[] };

function eventOf(planning: NoticedPlanning & { breakMinutes?: number }, sequence: number): CalendarEvent {
  return {
    breakMinutes: planning.breakMinutes,
    id: planning.planningId,
    title: planning.title,
    description: planning.description,
    location: planning.place,
    startTime: planning.start.toISOString(),
    endTime: planning.end.toISOString(),
    sequence,
  };
}

/** The access instructions of the sites of the plannings created or changed, once per site. */
function accessFacts(changes: readonly NoticeChange[]): Array<[string, string]> {
  const facts = new Map<string, string>();
  for (const change of changes) {
    if (change.kind === "removed") continue;
    const { place, accessInstructions } = change.after;
    if (place && accessInstructions && !facts.has(place)) facts.set(place, accessInstructions);
  }
  return [...facts].map(([place, instructions]) => [`Accès — ${place}`, instructions]);
}

/**
 * One calendar object per method (RFC 5546 allows one METHOD per object): REQUEST for the plannings created or
 * changed, CANCEL for those removed.
 */
function noticeCalendars(input: NoticeMailInput): MailAttachment[] {
  const options = {
    name: `Planning de ${input.employee.name}`,
    host: new URL(input.publicUrl).host,
    zone: input.zone,
    now: input.now,
    from: input.from,
    attendee: { name: input.employee.name, email: input.employee.email },
  };
  const requested = input.changes.flatMap((change) =>
    change.kind === "removed" ? [] : [eventOf(change.after, change.sequence)],
  );
  const cancelled = input.changes.flatMap((change) =>
    change.kind === "removed" ? [eventOf(change.before, change.sequence)] : [],
  );
  return [
    ...(requested.length > 0 ? [calendarAttachment("planning.ics", requested, { ...options, method: "REQUEST" })] : []),
    ...(cancelled.length > 0
      ? [calendarAttachment("annulation.ics", cancelled, { ...options, method: "CANCEL" })]
      : []),
  ];
}

/** The mail telling an employee what changed in their plannings, with its .ics attachments. */
export function changeNoticeWithCalendars(input: NoticeMailInput): NoticeMail {
  const content = changeNoticeMail({
    firstName: input.employee.firstName,
    changes: noticeLines(input.changes, input.zone),
    access: accessFacts(input.changes),
    weekUrl: `${input.publicUrl}/my-schedule`,
  });
  return { ...content, attachments: noticeCalendars(input) };
}

import { eq } from "drizzle-orm";
import { personColumns, sites, user } from "../../../db/schema";
import type { MailAttachment } from "../../domain/mail-attachment";
import { fullName } from "../../domain/people";
import { calendarAttachment } from "../../lib/calendar";
import type { Tx } from "../../lib/db.server";
import { getEnv } from "../../lib/env.server";
import { mailSettings, writeMail } from "../../lib/mail.server";
import { replacedMail, replacementConfirmedMail } from "../../mail/replacement-offer";
import { offeredShift } from "./offers/offer-mail.server";
import { type Planning, placeText } from "./schedules";
import type { vacancyHolders } from "./vacancies.server";

/**
 * The mails of a shift just given to someone who asked for it (an accepted offer, a confirmed volunteer): their
 * confirmation with the access instructions and a calendar file, and a word to the person it was freed from. Written
 * in the filling transaction; the caller delivers them at once.
 */
export async function writeFilledShiftMails(
  tx: Tx,
  planning: Planning,
  winnerId: string,
  /** The person the shift was freed from (the oldest vacancy), read before it was filled. */
  replaced: Awaited<ReturnType<typeof vacancyHolders>>[number] | undefined,
  now: Date,
): Promise<string[]> {
  const { PUBLIC_URL } = getEnv();
  const [winner] = await tx.select(personColumns).from(user).where(eq(user.id, winnerId));
  if (!winner) return [];
  const [site] = planning.site
    ? await tx
        .select({ accessInstructions: sites.accessInstructions })
        .from(sites)
        .where(eq(sites.id, planning.site.id))
    : [];
  const shift = offeredShift(planning);
  const confirmation = replacementConfirmedMail({
    firstName: winner.firstName,
    shift,
    accessInstructions: site?.accessInstructions ?? null,
    weekUrl: `${PUBLIC_URL}/my-schedule`,
  });
  const ids = [
    await writeMail(tx, {
      to: winner.email,
      ...confirmation,
      attachments: [shiftCalendar(planning, { name: fullName(winner), email: winner.email }, now)],
    }),
  ];
  if (replaced && !replaced.banned) {
    const words = { firstName: replaced.firstName, replacement: fullName(winner), shift };
    ids.push(await writeMail(tx, { to: replaced.email, ...replacedMail(words) }));
  }
  return ids;
}

/** The shift as a calendar request from the company to its new holder: the same event as their feed's. */
function shiftCalendar(planning: Planning, attendee: { name: string; email: string }, now: Date): MailAttachment {
  const { PUBLIC_URL, APP_TIME_ZONE } = getEnv();
  const event = {
    id: planning.id,
    title: planning.title,
    description: planning.description,
    location: placeText(planning),
    startTime: planning.startTime,
    endTime: planning.endTime,
    breakMinutes: planning.breakMinutes,
  };
  return calendarAttachment("vacation.ics", [event], {
    method: "REQUEST",
    name: `Planning de ${attendee.name}`,
    host: new URL(PUBLIC_URL).host,
    zone: APP_TIME_ZONE,
    now,
    from: mailSettings().from,
    attendee,
  });
}

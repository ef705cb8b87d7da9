import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { isActiveAccount, plannings, replacementOffers, user } from "../../../../db/schema";
import { fullName } from "../../../domain/people";
import { getDb } from "../../../lib/db.server";
import { getEnv } from "../../../lib/env.server";
import { deliverSoon, writeMail } from "../../../lib/mail.server";
import { personName } from "../../../lib/person-name.server";
import { replacementOfferMail } from "../../../mail/replacement-offer";
import { PLANNING_GONE } from "../planning-checks.server";
import { done, type Outcome, refused } from "../schedule-outcome";
import { fillStatus } from "../schedules";
import { lockOccurrence } from "../series/occurrences.server";
import { needsSomeone, vacancyHolders } from "../vacancies.server";
import { newOfferToken, offeredShift, offerTokenHash, offerUrl } from "./offer-mail.server";
import type { OfferSeen } from "./offers";

export const OFFER_STARTED = refused("SHIFT_STARTED", "Cette vacation a commencé : elle ne peut plus être proposée.");
export const OFFER_FILLED = refused(
  "SHIFT_FILLED",
  "Cette vacation a déjà été pourvue : plus personne n'est à remplacer.",
);
const ALREADY_OFFERED = refused("ALREADY_OFFERED", "Ces personnes ont déjà reçu la proposition.");
const NOBODY = refused("NOBODY", "Personne à qui proposer la vacation : les comptes choisis ne sont plus actifs.");

/**
 * Offers a shift that needs someone to the candidates given (the route has checked they may take it): one offer and
 * one mail each, written in one transaction with the planning locked, then delivered at once, outside the change
 * notices' batch. Someone already offered the shift is not offered it again.
 */
export async function sendOffers(
  input: { planningId: string; employeeIds: readonly string[]; offeredBy: string | null },
  now = new Date(),
): Promise<Outcome> {
  const written = await getDb().transaction(async (tx) => {
    const locked = await lockOccurrence(tx, input.planningId);
    if (!locked) return PLANNING_GONE;
    const { planning } = locked;
    if (new Date(planning.startTime) <= now) return OFFER_STARTED;
    if (fillStatus(planning, (await vacancyHolders(tx, planning.id)).length, now) !== "open") return OFFER_FILLED;
    const assigned = new Set(planning.assignedUsers.map((person) => person.id));
    const wanted = [...new Set(input.employeeIds)].filter((id) => !assigned.has(id));
    if (wanted.length === 0) return ALREADY_OFFERED;
    const people = await tx
      .select({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName })
      .from(user)
      .where(and(inArray(user.id, wanted), isActiveAccount()));
    if (people.length === 0) return NOBODY;
    const tokens = new Map(people.map((person) => [person.id, newOfferToken()]));
    const offered = await tx
      .insert(replacementOffers)
      .values(
        people.map((person) => ({
          planningId: planning.id,
          employeeId: person.id,
          tokenHash: offerTokenHash(tokens.get(person.id) ?? ""),
          sentAt: now,
          expiresAt: new Date(planning.startTime),
          offeredBy: input.offeredBy,
        })),
      )
      .onConflictDoNothing()
      .returning({ employeeId: replacementOffers.employeeId });
    if (offered.length === 0) return ALREADY_OFFERED;
    const shift = offeredShift(planning);
    const mailIds: string[] = [];
    const names: string[] = [];
    const chosen = new Set(offered.map((offer) => offer.employeeId));
    // In the order given: the ranking's.
    for (const employeeId of wanted.filter((id) => chosen.has(id))) {
      const person = people.find((candidate) => candidate.id === employeeId);
      const token = tokens.get(employeeId);
      if (!person || !token) continue;
      names.push(fullName(person));
      const words = {
        firstName: person.firstName,
        shift,
        acceptUrl: offerUrl(token),
        refuseUrl: offerUrl(token, "refuse"),
      };
      mailIds.push(await writeMail(tx, { to: person.email, ...replacementOfferMail(words) }));
    }
    return { mailIds, names };
  });
  if ("ok" in written) return written;
  await deliverSoon(written.mailIds, { urgent: true });
  return done(`Proposition envoyée à ${listText(written.names)}.`);
}

function listText(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} et ${names.at(-1)}`;
}

/** The offers of a shift, the first sent first. */
export function offersOf(planningId: string): Promise<OfferSeen[]> {
  return getDb()
    .select({
      employeeId: replacementOffers.employeeId,
      name: personName(),
      state: replacementOffers.state,
      sentAt: replacementOffers.sentAt,
      answeredAt: replacementOffers.answeredAt,
      expiresAt: replacementOffers.expiresAt,
    })
    .from(replacementOffers)
    .innerJoin(user, eq(user.id, replacementOffers.employeeId))
    .where(eq(replacementOffers.planningId, planningId))
    .orderBy(asc(replacementOffers.sentAt), asc(user.lastName), asc(user.firstName));
}

const planningOpen = needsSomeone(replacementOffers.planningId);

/**
 * Writes down what became of the offers still waiting: expired once their shift has started, filled once it no
 * longer needs anyone. Returns the shifts to offer again: still open and to come, nobody accepted, and nobody offered
 * it within `waitMs` still waiting for an answer — with who offered it last.
 */
export async function offersToFollowUp(now: Date, waitMs: number) {
  const db = getDb();
  await db
    .update(replacementOffers)
    .set({ state: "expired" })
    .where(and(eq(replacementOffers.state, "sent"), lte(replacementOffers.expiresAt, now)));
  await db
    .update(replacementOffers)
    .set({ state: "filled" })
    .where(and(eq(replacementOffers.state, "sent"), sql`not ${planningOpen}`));
  const cutoff = new Date(now.getTime() - waitMs);
  return db
    .select({
      planningId: replacementOffers.planningId,
      offeredBy: sql<
        string | null
      >`(array_agg(${replacementOffers.offeredBy} order by ${replacementOffers.sentAt} desc))[1]`,
    })
    .from(replacementOffers)
    .innerJoin(plannings, eq(plannings.id, replacementOffers.planningId))
    .where(and(sql`${plannings.startTime} > ${now}`, planningOpen))
    .groupBy(replacementOffers.planningId)
    .having(
      sql`bool_and(${replacementOffers.state} <> 'accepted')
        and not bool_or(${replacementOffers.state} = 'sent' and ${replacementOffers.sentAt} > ${cutoff})`,
    );
}

/** The people a shift was offered to already, whatever their answer. */
export async function offeredTo(planningId: string): Promise<Set<string>> {
  const rows = await getDb()
    .select({ employeeId: replacementOffers.employeeId })
    .from(replacementOffers)
    .where(eq(replacementOffers.planningId, planningId));
  return new Set(rows.map((row) => row.employeeId));
}

export function offerWaitMs(): number {
  return getEnv().OFFER_WAIT_MINUTES * 60_000;
}

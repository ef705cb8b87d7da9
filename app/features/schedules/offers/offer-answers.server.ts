import { and, eq } from "drizzle-orm";
import { personColumns, replacementOffers, user } from "../../../../db/schema";
import { getDb, type Tx } from "../../../lib/db.server";
import { getEnv } from "../../../lib/env.server";
import { deliverSoon } from "../../../lib/mail.server";
import type { SessionUser } from "../../../lib/permissions";
import type { OfferedShift } from "../../../mail/replacement-offer";
import { FILL_REFUSALS_TO_EMPLOYEE, fillShiftAction } from "../fill-shift.server";
import { type LabourGate, RolledBack, writeWithinLabourRules } from "../labour-check.server";
import { silenceNotices } from "../notice-silence.server";
import { fillStatus } from "../schedules";
import { getPlanning } from "../schedules.server";
import { lockOccurrence } from "../series/occurrences.server";
import { writeFilledShiftMails } from "../shift-filled-mails.server";
import { vacanciesOf, vacancyHolders } from "../vacancies.server";
import { offeredShift, offerTokenHash } from "./offer-mail.server";
import { offerStateAt } from "./offers";

/** The reason recorded when the rules to check are passed by an acceptance: the manager saw them when offering. */
export const OFFER_LABOUR_REASON = "Remplacement proposé par courriel et accepté, alertes affichées à l'envoi.";

/** What the offer's page shows: the shift to answer, or why the link no longer offers anything. */
export type OfferPage =
  | { kind: "open"; firstName: string; shift: OfferedShift }
  | { kind: "unknown" | "accepted" | "refused" | "expired" | "filled" }
  /** The rules, or the person's own plannings, keep them from taking it; the message says why. */
  | { kind: "barred"; message: string };

/** The answers of a link that was just used, told apart from the page of a link used before. */
export type OfferAnswer = OfferPage | { kind: "won" | "declined" };

const UNKNOWN: OfferPage = { kind: "unknown" };

async function offerByToken(db: Tx | ReturnType<typeof getDb>, token: string) {
  if (!token || token.length > 100) return null;
  const [offer] = await db
    .select()
    .from(replacementOffers)
    .where(eq(replacementOffers.tokenHash, offerTokenHash(token)));
  return offer ?? null;
}

/** Only reads the offer: opening the link, or a mail scanner fetching it, answers nothing. */
export async function viewOffer(token: string, now = new Date()): Promise<OfferPage> {
  const offer = await offerByToken(getDb(), token);
  if (!offer) return UNKNOWN;
  const planning = await getPlanning(offer.planningId);
  if (!planning) return UNKNOWN;
  const waiting = (await vacanciesOf([planning.id])).get(planning.id)?.length ?? 0;
  const state = offerStateAt(offer, fillStatus(planning, waiting, now) === "open", now);
  if (state !== "sent") return { kind: state };
  const [person] = await getDb().select({ firstName: user.firstName }).from(user).where(eq(user.id, offer.employeeId));
  return { kind: "open", firstName: person?.firstName ?? "", shift: offeredShift(planning) };
}

function barred(code: string, lines: readonly string[] = []): OfferPage {
  const why =
    lines.length > 0
      ? `elle enfreindrait une règle du travail (${lines.join(" ; ")}).`
      : FILL_REFUSALS_TO_EMPLOYEE[code];
  return {
    kind: "barred",
    message: `Cette vacation ne peut pas vous être confiée : ${why ?? "elle ne vous est plus ouverte."} Prévenez votre responsable.`,
  };
}

/**
 * « J'accepte »: the first valid acceptance fills the shift. The planning is locked before the offer, as every
 * planning write locks it, so that of simultaneous acceptances on any instance one wins and the others find the shift
 * filled. The rules are checked again as « Choisir » checks them; the winner's confirmation (with its calendar file)
 * and the replaced employee's mail are written in the same transaction, and the change notice is not sent twice.
 */
export async function acceptOffer(token: string, gate: LabourGate, now = new Date()): Promise<OfferAnswer> {
  const seen = await offerByToken(getDb(), token);
  if (!seen) return UNKNOWN;
  const zone = getEnv().APP_TIME_ZONE;
  let decided: { answer: OfferAnswer; mailIds?: string[] };
  try {
    decided = await getDb().transaction(async (tx) => {
      const answer = (page: OfferPage) => ({ answer: page });
      await silenceNotices(tx);
      const locked = await lockOccurrence(tx, seen.planningId);
      const [offer] = await tx.select().from(replacementOffers).where(eq(replacementOffers.id, seen.id)).for("update");
      if (!locked || !offer) return answer(UNKNOWN);
      if (offer.state !== "sent") return answer({ kind: offer.state });
      if (offer.expiresAt <= now) return answer(await closeOffer(tx, offer.id, "expired"));
      const [replaced] = await vacancyHolders(tx, offer.planningId);
      const actor = await actorOf(tx, offer.offeredBy ?? offer.employeeId);
      if (!actor) return answer(UNKNOWN);
      const input = {
        intent: "fill" as const,
        planningId: offer.planningId,
        employeeId: offer.employeeId,
        confirmed: true,
        labourReason: OFFER_LABOUR_REASON,
        labourReasonCode: null,
      };
      const outcome = await writeWithinLabourRules(gate, {
        tx,
        actorId: actor.id,
        actorIsAdmin: false,
        confirmed: true,
        reason: OFFER_LABOUR_REASON,
        reasonCode: null,
        write: (writer) => fillShiftAction(input, { tx: writer, actor, zone }),
      });
      if (!outcome.ok) {
        if (outcome.code === "SHIFT_FILLED") return answer(await closeOffer(tx, offer.id, "filled"));
        if (outcome.code === "SHIFT_OVER") return answer(await closeOffer(tx, offer.id, "expired"));
        return answer(barred(outcome.code));
      }
      await tx
        .update(replacementOffers)
        .set({ state: "accepted", answeredAt: now })
        .where(eq(replacementOffers.id, offer.id));
      await tx
        .update(replacementOffers)
        .set({ state: "filled" })
        .where(and(eq(replacementOffers.planningId, offer.planningId), eq(replacementOffers.state, "sent")));
      const mailIds = await writeFilledShiftMails(tx, locked.planning, offer.employeeId, replaced, now);
      return { answer: { kind: "won" as const }, mailIds };
    });
  } catch (error) {
    if (!(error instanceof RolledBack) || error.outcome.ok) throw error;
    const { code, labour = [], labourIllegal = [] } = error.outcome;
    return barred(code, [...labourIllegal, ...labour]);
  }
  if (decided.mailIds) await deliverSoon(decided.mailIds, { urgent: true });
  return decided.answer;
}

/** « Je refuse »: the offer is answered; the next candidates are offered the shift once nobody is left waiting. */
export async function refuseOffer(token: string, now = new Date()): Promise<OfferAnswer> {
  return getDb().transaction(async (tx) => {
    const seen = await offerByToken(tx, token);
    if (!seen) return UNKNOWN;
    const [offer] = await tx.select().from(replacementOffers).where(eq(replacementOffers.id, seen.id)).for("update");
    if (!offer) return UNKNOWN;
    if (offer.state !== "sent") return { kind: offer.state };
    if (offer.expiresAt <= now) return closeOffer(tx, offer.id, "expired");
    await tx
      .update(replacementOffers)
      .set({ state: "refused", answeredAt: now })
      .where(eq(replacementOffers.id, offer.id));
    return { kind: "declined" };
  });
}

async function closeOffer(tx: Tx, offerId: string, state: "expired" | "filled"): Promise<OfferPage> {
  await tx.update(replacementOffers).set({ state }).where(eq(replacementOffers.id, offerId));
  return { kind: state };
}

/** The account a write made from an offer is recorded under: whoever sent it, or the person who accepted it. */
async function actorOf(tx: Tx, userId: string): Promise<SessionUser | null> {
  const [row] = await tx
    .select({ id: user.id, ...personColumns })
    .from(user)
    .where(eq(user.id, userId));
  return row ? { ...row, role: row.role ?? "employee" } : null;
}

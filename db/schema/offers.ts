import { sql } from "drizzle-orm";
import { check, index, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { OFFER_STATES, type OfferState } from "../../app/domain/offers";
import { user } from "./auth";
import { inList, instant, uuidPrimaryKey } from "./columns";
import { shiftAndEmployee } from "./plannings";

/**
 * A shift *à remplacer* offered by mail to one employee (docs/decisions/048-replacement-offers.md). The link's token
 * is kept only as its SHA-256. The first acceptance fills the shift: the partial unique index makes a second
 * accepted offer for one planning impossible, whatever the instance that answers.
 */
export const replacementOffers = pgTable(
  "replacement_offers",
  {
    id: uuidPrimaryKey(),
    ...shiftAndEmployee(),
    tokenHash: text("token_hash").notNull(),
    state: text("state").$type<OfferState>().notNull().default("sent"),
    sentAt: instant("sent_at").notNull().defaultNow(),
    /** The shift's start: an offer is answered before the work begins. */
    expiresAt: instant("expires_at").notNull(),
    answeredAt: instant("answered_at"),
    offeredBy: text("offered_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("replacement_offers_state_check", sql`${t.state} in (${inList(OFFER_STATES)})`),
    unique("replacement_offers_token_unique").on(t.tokenHash),
    unique("replacement_offers_pair_unique").on(t.planningId, t.employeeId),
    uniqueIndex("replacement_offers_one_winner").on(t.planningId).where(sql`${t.state} = 'accepted'`),
    // The follow-up job looks for offers still waiting for an answer.
    index("replacement_offers_waiting_idx").on(t.sentAt).where(sql`${t.state} = 'sent'`),
  ],
);

import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientContacts, contactMessages, newsletterSubscribers, quoteRequests } from "../../../db/schema";
import { insertClient } from "../../../tests/support/client-rows";
import { insertQuoteRequest } from "../../../tests/support/quote-rows";
import { getDb } from "../../lib/db.server";
import { deleteExpiredLeads } from "./lead-retention.server";

const now = new Date("2032-06-15T10:00:00Z");
/** `years` years and `days` days before `now`. */
const yearsAgo = (years: number, days = 0) => new Date(Date.UTC(2032 - years, 5, 15 - days, 10, 0, 0));

const message = async (email: string, createdAt: Date) => {
  const [row] = await getDb()
    .insert(contactMessages)
    .values({ name: "Paul Roux", email, subject: "devis", message: "Bonjour", createdAt, updatedAt: createdAt })
    .returning({ id: contactMessages.id });
  return row?.id ?? "";
};

const remaining = async (table: typeof contactMessages | typeof quoteRequests, ids: string[]) =>
  (await getDb().select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id).sort();

describe("deleteExpiredLeads", () => {
  it("deletes an address's leads three years after its last contact, and keeps those of a recent one", async () => {
    const old = await message("ancien@exemple.fr", yearsAgo(3, 1));
    const recent = await message("recent@exemple.fr", yearsAgo(2));
    // A second message renews the first one's address.
    const renewed = await message("renouvele@exemple.fr", yearsAgo(5));
    await message("renouvele@exemple.fr", yearsAgo(1));
    const oldQuote = await insertQuoteRequest(null, { email: "ANCIEN@exemple.fr", createdAt: yearsAgo(4) });
    await getDb()
      .insert(newsletterSubscribers)
      .values([
        // A subscription stands until withdrawn; its proof stays three years after.
        { email: "abonne@exemple.fr", unsubscribeToken: "t-1", consentedAt: yearsAgo(6) },
        {
          email: "desinscrit@exemple.fr",
          unsubscribeToken: "t-2",
          consentedAt: yearsAgo(6),
          unsubscribedAt: yearsAgo(2),
        },
        { email: "parti@exemple.fr", unsubscribeToken: "t-3", consentedAt: yearsAgo(6), unsubscribedAt: yearsAgo(4) },
      ]);

    expect(await deleteExpiredLeads(now)).toEqual({ contacts: 1, quotes: 1, subscriptions: 1 });
    expect(await remaining(contactMessages, [old, recent, renewed])).toEqual([recent, renewed].sort());
    expect(await remaining(quoteRequests, [oldQuote])).toEqual([]);
    const subscribers = await getDb().select({ email: newsletterSubscribers.email }).from(newsletterSubscribers);
    expect(subscribers.map((row) => row.email).sort()).toEqual(["abonne@exemple.fr", "desinscrit@exemple.fr"]);
    expect(await deleteExpiredLeads(now)).toEqual({ contacts: 0, quotes: 0, subscriptions: 0 });
  });

  it("keeps a converted quote and every lead of a client's contact, whatever their age", async () => {
    const { clientId, contactEmail } = await insertClient(["Siège"]);
    const converted = await insertQuoteRequest("Société convertie", {
      email: "devenu-client@exemple.fr",
      createdAt: yearsAgo(6),
      clientId,
      convertedAt: yearsAgo(6),
    });
    const contactLead = await message(contactEmail, yearsAgo(7));
    await deleteExpiredLeads(now);
    expect(await remaining(quoteRequests, [converted])).toEqual([converted]);
    expect(await remaining(contactMessages, [contactLead])).toEqual([contactLead]);
    expect(await getDb().select().from(clientContacts)).toHaveLength(1);
  });
});

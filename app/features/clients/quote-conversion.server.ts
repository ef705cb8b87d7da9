import { eq, sql } from "drizzle-orm";
import { clientContacts, clients, quoteRequests, sites } from "../../../db/schema";
import { leadReference } from "../../domain/leads";
import { getDb, type Tx } from "../../lib/db.server";
import { siteNameCandidates } from "./site-names";

export type ConversionOutcome =
  | { ok: true; clientId: string; already: boolean }
  | { ok: false; reason: "QUOTE_NOT_FOUND" | "SITE_NAME_TAKEN" };

type Quote = typeof quoteRequests.$inferSelect;

/**
 * « Créer le client » on a quote request (docs/decisions/059-clients-from-quotes.md): the client (the company, or the
 * person without one), its contact and the site, from what the visitor typed; the quote then links to both and is
 * *converti*. The quote's row is locked first, so converting it twice, at once or later, makes one client; a second
 * quote of the same company joins the first one's client with a site of its own.
 */
export function convertQuote(quoteId: string, now: Date): Promise<ConversionOutcome> {
  return getDb().transaction(async (tx) => {
    const [quote] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, quoteId)).for("update");
    if (!quote) return { ok: false, reason: "QUOTE_NOT_FOUND" };
    if (quote.clientId) return { ok: true, clientId: quote.clientId, already: true };
    const client = await clientNamed(tx, (quote.company ?? "").trim() || quote.name, quote);
    const clientId = client.id;
    await tx
      .insert(clientContacts)
      .values({ clientId, name: quote.name, email: quote.email, phone: quote.phone })
      .onConflictDoNothing();
    const siteId = await newSite(tx, clientId, client.name, quote);
    if (!siteId) return { ok: false, reason: "SITE_NAME_TAKEN" };
    await tx
      .update(quoteRequests)
      .set({
        clientId,
        siteId,
        convertedAt: now,
        status: quote.status === "new" ? "in_progress" : quote.status,
        updatedAt: now,
      })
      .where(eq(quoteRequests.id, quote.id));
    return { ok: true, clientId, already: false };
  });
}

/** The client of that name, whatever the case, as it was first written; made from the quote when there is none. */
async function clientNamed(tx: Tx, name: string, quote: Quote): Promise<{ id: string; name: string }> {
  const named = { id: clients.id, name: clients.name };
  const existing = () => tx.select(named).from(clients).where(sql`lower(${clients.name}) = lower(${name})`);
  const [found] = await existing();
  if (found) return found;
  const [created] = await tx
    .insert(clients)
    .values({ name, billingAddress: quote.address, billingPostalCode: quote.zipCode, billingCity: quote.city })
    .onConflictDoNothing()
    .returning(named);
  // Another quote of the same company was converted meanwhile: its client is this one's.
  const [raced] = created ? [created] : await existing();
  if (!raced) throw new Error("Client ni créé ni trouvé");
  return raced;
}

async function newSite(tx: Tx, clientId: string, client: string, quote: Quote): Promise<string | null> {
  for (const name of siteNameCandidates(client, quote, leadReference("quote", quote.id))) {
    const [site] = await tx
      .insert(sites)
      .values({
        name,
        clientId,
        clientName: client,
        address: quote.address,
        postalCode: quote.zipCode,
        city: quote.city,
        contactName: quote.name,
        contactPhone: quote.phone,
      })
      .onConflictDoNothing()
      .returning({ id: sites.id });
    if (site) return site.id;
  }
  return null;
}

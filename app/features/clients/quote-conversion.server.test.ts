import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientContacts, clients, quoteRequests, sites } from "../../../db/schema";
import { insertQuoteRequest } from "../../../tests/support/quote-rows";
import { getDb } from "../../lib/db.server";
import { clientFile } from "./clients.server";
import { convertQuote } from "./quote-conversion.server";

const now = new Date("2026-11-27T10:00:00Z");

/** A quote request from `company`, its requester with an e-mail address of their own. */
const quoteFrom = (company: string | null, changes: Parameters<typeof insertQuoteRequest>[1] = {}) =>
  insertQuoteRequest(company, { email: `marc.${crypto.randomUUID().slice(0, 8)}@exemple.fr`, ...changes });

const quoteRow = async (id: string) => (await getDb().select().from(quoteRequests).where(eq(quoteRequests.id, id)))[0];

describe("« Créer le client » on a quote request", () => {
  it("makes the client, its contact and the site from the request, and links the quote to them", async () => {
    const company = `Leroy ${crypto.randomUUID().slice(0, 6)}`;
    const quoteId = await quoteFrom(company);
    const outcome = await convertQuote(quoteId, now);
    expect(outcome).toMatchObject({ ok: true, already: false });
    const clientId = outcome.ok ? outcome.clientId : "";

    const file = await clientFile(clientId);
    expect(file).toMatchObject({
      name: company,
      billing: "12 rue de Rivoli, 75004 Paris",
      contacts: [{ name: "Marc Leroy", phone: "01 42 00 00 00" }],
      sites: [{ name: `${company} – Paris`, address: "12 rue de Rivoli, 75004 Paris", active: true }],
      quotes: [{ href: `/admin/inbox/quote/${quoteId}` }],
    });
    const [site] = await getDb().select().from(sites).where(eq(sites.clientId, clientId));
    expect(site).toMatchObject({ clientName: company, postalCode: "75004", contactName: "Marc Leroy" });
    expect(await quoteRow(quoteId)).toMatchObject({
      clientId,
      siteId: site?.id,
      convertedAt: now,
      status: "in_progress",
    });
  });

  it("makes one client however often, and however concurrently, the same quote is converted", async () => {
    const company = `Dupain ${crypto.randomUUID().slice(0, 6)}`;
    const quoteId = await quoteFrom(company);
    const outcomes = await Promise.all([convertQuote(quoteId, now), convertQuote(quoteId, now)]);
    expect(outcomes.map((outcome) => outcome.ok && outcome.already).toSorted()).toEqual([false, true]);
    expect(await convertQuote(quoteId, now)).toMatchObject({ ok: true, already: true });
    const made = await getDb().select().from(clients).where(eq(clients.name, company));
    expect(made).toHaveLength(1);
    expect(
      await getDb()
        .select()
        .from(sites)
        .where(eq(sites.clientId, made[0]?.id ?? "")),
    ).toHaveLength(1);
  });

  it("joins a second quote of the same company, whatever the case, to its client with a site of its own", async () => {
    const company = `Cabinet ${crypto.randomUUID().slice(0, 6)}`;
    const first = await convertQuote(await quoteFrom(company), now);
    const second = await convertQuote(
      await quoteFrom(company.toUpperCase(), { address: "3 avenue de l'Opéra", zipCode: "75001" }),
      now,
    );
    const clientId = first.ok ? first.clientId : "";
    expect(second).toMatchObject({ ok: true, clientId, already: false });
    const file = await clientFile(clientId);
    expect(file?.sites.map((site) => site.name)).toEqual([
      `${company} – 3 avenue de l'Opéra, Paris`,
      `${company} – Paris`,
    ]);
    expect(file?.contacts).toHaveLength(2);
    expect(file?.quotes).toHaveLength(2);
  });

  it("names the client after the person when the request names no company, and refuses a quote that is gone", async () => {
    const name = `Hélène ${crypto.randomUUID().slice(0, 6)}`;
    const outcome = await convertQuote(await quoteFrom(null, { name }), now);
    const [client] = await getDb()
      .select()
      .from(clients)
      .where(eq(clients.id, outcome.ok ? outcome.clientId : ""));
    expect(client?.name).toBe(name);
    expect(
      await getDb()
        .select()
        .from(clientContacts)
        .where(eq(clientContacts.clientId, client?.id ?? "")),
    ).toHaveLength(1);
    expect(await convertQuote(crypto.randomUUID(), now)).toEqual({ ok: false, reason: "QUOTE_NOT_FOUND" });
  });
});

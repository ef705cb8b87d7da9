import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGES } from "../../app/features/clients/clients.schema";
import { convertQuote } from "../../app/features/clients/quote-conversion.server";
import { getDb } from "../../app/lib/db.server";
import { action } from "../../app/routes/admin-client";
import { clientContacts, clients, sites } from "../../db/schema";
import { type LoggedIn, login } from "../support/login";
import { insertQuoteRequest } from "../support/quote-rows";
import { signedInPost } from "../support/requests";
import { answerOf } from "../support/route-answer";

// A client's page: managers and admins correct the client and its contacts; nobody else, and no bad form.

const BILLING = { billingAddress: "5 rue de la Paix", billingPostalCode: "75002", billingCity: "Paris" };

async function newClient(company = `Leroy ${crypto.randomUUID().slice(0, 8)}`) {
  const converted = await convertQuote(await insertQuoteRequest(company), new Date());
  if (!converted.ok) throw new Error("no client");
  return converted.clientId;
}

const post = (who: LoggedIn, clientId: string, intent: string, fields: Record<string, string>) =>
  answerOf(action, signedInPost(who, `/admin/clients/${clientId}?intent=${intent}`, fields), { id: clientId });

const clientRow = async (id: string) => (await getDb().select().from(clients).where(eq(clients.id, id)))[0];

describe("a client corrected on its page", () => {
  it("takes a new name, which its sites follow, and a SIREN; an employee is refused and nothing changes", async () => {
    const [manager, employee] = [await login({ role: "manager" }), await login({ role: "employee" })];
    const clientId = await newClient();
    const name = `Pharmacie ${crypto.randomUUID().slice(0, 8)}`;
    const form = { name, siren: "120 027 016", ...BILLING };
    const before = await clientRow(clientId);

    expect(await post(employee, clientId, "update", form)).toMatchObject({
      status: 403,
      body: { message: "Accès refusé : vous n'avez pas les droits pour gérer les clients." },
    });
    expect(await clientRow(clientId)).toEqual(before);

    expect(await post(manager, clientId, "update", form)).toMatchObject({
      status: 200,
      body: { ok: true, message: CLIENT_MESSAGES.updated },
    });
    expect(await clientRow(clientId)).toMatchObject({ name, siren: "120027016", billingPostalCode: "75002" });
    const [site] = await getDb()
      .select({ clientName: sites.clientName })
      .from(sites)
      .where(eq(sites.clientId, clientId));
    expect(site?.clientName).toBe(name);
  });

  it("refuses a name or a SIREN another client has, a wrong SIREN or postal code, and changes nothing", async () => {
    const admin = await login({ role: "admin" });
    const taken = `Taken ${crypto.randomUUID().slice(0, 8)}`;
    const other = await newClient(taken);
    await post(admin, other, "update", { name: taken, siren: "356000000", ...BILLING });
    const clientId = await newClient();
    const before = await clientRow(clientId);
    const form = { name: before?.name ?? "", siren: "", ...BILLING };
    const cases: Array<[Record<string, string>, number, string, string]> = [
      [{ name: taken.toUpperCase() }, 409, "name", CLIENT_MESSAGES.nameTaken],
      [{ siren: "356000000" }, 409, "siren", CLIENT_MESSAGES.sirenTaken],
      [{ siren: "120027017" }, 400, "siren", CLIENT_MESSAGES.siren],
      [{ billingPostalCode: "7500" }, 400, "billingPostalCode", "Le code postal doit comporter 5 chiffres"],
      [{ name: "" }, 400, "name", "Ce champ est requis"],
    ];
    for (const [change, status, field, message] of cases) {
      const answer = await post(admin, clientId, "update", { ...form, ...change });
      expect(answer.status, field).toBe(status);
      expect(JSON.stringify(answer.body), field).toContain(message);
    }
    expect(await clientRow(clientId)).toEqual(before);
    expect(await post(admin, crypto.randomUUID(), "update", form)).toMatchObject({
      status: 404,
      body: { message: CLIENT_MESSAGES.notFound },
    });
  });
});

describe("a client's contacts", () => {
  it("are added once per e-mail, and removed down to the last one, which stays", async () => {
    const manager = await login({ role: "manager" });
    const clientId = await newClient();
    const contacts = () =>
      getDb()
        .select({ id: clientContacts.id, email: clientContacts.email })
        .from(clientContacts)
        .where(eq(clientContacts.clientId, clientId));
    const added = { name: "Sophie Durand", email: "sophie.durand@exemple.fr", phone: "06 12 34 56 78" };
    expect(await post(manager, clientId, "contact-add", added)).toMatchObject({
      status: 200,
      body: { ok: true, message: CLIENT_MESSAGES.contactAdded },
    });
    expect(await post(manager, clientId, "contact-add", { ...added, email: "SOPHIE.durand@exemple.fr" })).toMatchObject(
      {
        status: 409,
        body: { message: CLIENT_MESSAGES.contactTaken },
      },
    );
    expect(await post(manager, clientId, "contact-add", { ...added, email: "pas-une-adresse" })).toMatchObject({
      status: 400,
    });
    const [first, second] = await contacts();
    expect(await post(manager, clientId, "contact-delete", { id: second?.id ?? "" })).toMatchObject({
      status: 200,
      body: { message: CLIENT_MESSAGES.contactDeleted },
    });
    expect(await post(manager, clientId, "contact-delete", { id: first?.id ?? "" })).toMatchObject({
      status: 409,
      body: { message: CLIENT_MESSAGES.lastContact },
    });
    expect(await post(manager, clientId, "contact-delete", { id: crypto.randomUUID() })).toMatchObject({
      status: 404,
      body: { message: CLIENT_MESSAGES.contactNotFound },
    });
    expect(await contacts()).toEqual([first]);
  });
});

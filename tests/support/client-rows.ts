import { randomUUID } from "node:crypto";
import { getDb } from "../../app/lib/db.server";
import { clientContactSites, clientContacts, clients, sites } from "../../db/schema";
import { type LoggedIn, login } from "./login";

export interface ClientRows {
  clientId: string;
  /** The client's sites, in the order of `siteNames`. */
  siteIds: string[];
  /** The contact the client was made with, not invited yet. */
  contactId: string;
  contactEmail: string;
}

/** A client company with its sites and one contact, written directly; every name is new. */
export async function insertClient(siteNames: string[]): Promise<ClientRows> {
  const tag = randomUUID().slice(0, 8);
  const db = getDb();
  const [client] = await db
    .insert(clients)
    .values({
      name: `Société ${tag}`,
      billingAddress: "1 rue de Rivoli",
      billingPostalCode: "75001",
      billingCity: "Paris",
    })
    .returning({ id: clients.id, name: clients.name });
  if (!client) throw new Error("no client");
  const siteIds: string[] = [];
  for (const name of siteNames) {
    const [site] = await db
      .insert(sites)
      .values({
        name: `${name} ${tag}`,
        clientId: client.id,
        clientName: client.name,
        address: "33 avenue du Maine",
        postalCode: "75015",
        city: "Paris",
      })
      .returning({ id: sites.id });
    if (!site) throw new Error("no site");
    siteIds.push(site.id);
  }
  const contactEmail = `contact-${tag}@client.example.fr`;
  const [contact] = await db
    .insert(clientContacts)
    .values({ clientId: client.id, name: `Claire Martin ${tag}`, email: contactEmail })
    .returning({ id: clientContacts.id });
  if (!contact) throw new Error("no contact");
  return { clientId: client.id, siteIds, contactId: contact.id, contactEmail };
}

/** A signed-in client account, bound as a contact of `clientId` to `siteIds` (what an invitation leaves). */
export async function portalContact(clientId: string, siteIds: string[]): Promise<LoggedIn> {
  const account = await login({ role: "client", firstName: "Claire" });
  const [contact] = await getDb()
    .insert(clientContacts)
    .values({ clientId, name: `Claire ${account.lastName}`, email: account.email, userId: account.id })
    .returning({ id: clientContacts.id });
  if (!contact) throw new Error("no contact");
  if (siteIds.length > 0) {
    await getDb()
      .insert(clientContactSites)
      .values(siteIds.map((siteId) => ({ contactId: contact.id, siteId })));
  }
  return account;
}

import { asc, count, eq, inArray } from "drizzle-orm";
import {
  clientContactSites,
  clientContacts,
  clients,
  quoteRequests,
  sitePlaceColumns,
  sites,
} from "../../../db/schema";
import { leadReference } from "../../domain/leads";
import { siteAddressLine } from "../../domain/sites";
import { getDb } from "../../lib/db.server";

export interface ClientRow {
  id: string;
  name: string;
  city: string;
  sites: number;
}

/** Every client, by name, with its number of sites. */
export async function listClients(): Promise<ClientRow[]> {
  const rows = await getDb()
    .select({ id: clients.id, name: clients.name, city: clients.billingCity, sites: count(sites.id) })
    .from(clients)
    .leftJoin(sites, eq(sites.clientId, clients.id))
    .groupBy(clients.id)
    .orderBy(asc(clients.name));
  return rows;
}

export interface ClientFile {
  id: string;
  name: string;
  siren: string | null;
  billing: string;
  billingAddress: string;
  billingPostalCode: string;
  billingCity: string;
  /** `portalSiteIds`: the sites an invited contact sees in the portal; null when never invited. */
  contacts: Array<{ id: string; name: string; email: string; phone: string | null; portalSiteIds: string[] | null }>;
  sites: Array<{ id: string; name: string; address: string; active: boolean }>;
  /** The quote requests it was made from: their reference, and the inbox page of each. */
  quotes: Array<{ reference: string; href: string }>;
}

/** A client's page: who it is, who speaks for it, its sites, and the quotes it came from; null when none. */
export async function clientFile(id: string): Promise<ClientFile | null> {
  const db = getDb();
  const [client] = await db.select().from(clients).where(eq(clients.id, id));
  if (!client) return null;
  const [contacts, siteRows, quotes] = await Promise.all([
    db
      .select({
        id: clientContacts.id,
        name: clientContacts.name,
        email: clientContacts.email,
        phone: clientContacts.phone,
        userId: clientContacts.userId,
      })
      .from(clientContacts)
      .where(eq(clientContacts.clientId, id))
      .orderBy(asc(clientContacts.createdAt)),
    db
      .select({
        ...sitePlaceColumns,
        active: sites.active,
      })
      .from(sites)
      .where(eq(sites.clientId, id))
      .orderBy(asc(sites.name)),
    db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.clientId, id))
      .orderBy(asc(quoteRequests.createdAt)),
  ]);
  const bindings = await db
    .select()
    .from(clientContactSites)
    .where(
      inArray(
        clientContactSites.contactId,
        contacts.map((contact) => contact.id),
      ),
    );
  return {
    id: client.id,
    name: client.name,
    siren: client.siren,
    billingAddress: client.billingAddress,
    billingPostalCode: client.billingPostalCode,
    billingCity: client.billingCity,
    billing: siteAddressLine({
      address: client.billingAddress,
      postalCode: client.billingPostalCode,
      city: client.billingCity,
    }),
    contacts: contacts.map(({ userId, ...contact }) => ({
      ...contact,
      portalSiteIds: userId
        ? bindings.filter((binding) => binding.contactId === contact.id).map((binding) => binding.siteId)
        : null,
    })),
    sites: siteRows.map(({ id, name, active, ...place }) => ({ id, name, active, address: siteAddressLine(place) })),
    quotes: quotes.map((quote) => ({
      reference: leadReference("quote", quote.id),
      href: `/admin/inbox/quote/${quote.id}`,
    })),
  };
}

import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Connection } from "../../app/lib/db.server";
import { account, clientContactSites, clientContacts, clients, sites, user } from "../../db/schema";

/**
 * One client owning every given site, and a contact of it with a portal account (a password, so that the bench signs
 * in as a browser would) opened to all of them: the heaviest portal a contact can have.
 */
export async function seedPortalContact(
  connection: Connection,
  siteIds: string[],
  credentials: { email: string; password: string },
): Promise<void> {
  const db = connection.db;
  const [client] = await db
    .insert(clients)
    .values({
      name: "Groupe Banc d'essai",
      billingAddress: "1 rue de Rivoli",
      billingPostalCode: "75001",
      billingCity: "Paris",
    })
    .returning({ id: clients.id });
  if (!client) throw new Error("aucun client");
  for (const siteId of siteIds) await db.update(sites).set({ clientId: client.id }).where(eq(sites.id, siteId));
  const userId = randomUUID();
  await db.insert(user).values({
    id: userId,
    name: "Claire Banc",
    email: credentials.email,
    firstName: "Claire",
    lastName: "Banc",
    role: "client",
    emailVerified: true,
  });
  await db.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: await hashPassword(credentials.password),
  });
  const [contact] = await db
    .insert(clientContacts)
    .values({ clientId: client.id, name: "Claire Banc", email: credentials.email, userId })
    .returning({ id: clientContacts.id });
  if (!contact) throw new Error("aucun contact");
  await db.insert(clientContactSites).values(siteIds.map((siteId) => ({ contactId: contact.id, siteId })));
}

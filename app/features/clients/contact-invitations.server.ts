import { and, eq, inArray, sql } from "drizzle-orm";
import { clientContactSites, clientContacts, sites, user } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { pendingInvitations, sendInvitation } from "../../lib/password-links.server";
import { isUuid } from "../../lib/uuid";
import { clientInvitationMail } from "../../mail/client-portal";
import type { ContactInvitation } from "./clients.schema";

/** Makes a portal account without a password (the users feature's account maker, given by the route). */
export type ClientAccountMaker = (input: {
  email: string;
  firstName: string;
  lastName: string;
  role: "client";
}) => Promise<{ id: string }>;

export type InvitationOutcome =
  | { ok: true; mailed: boolean }
  | { ok: false; reason: "NOT_FOUND" | "CONTACT_NOT_FOUND" | "FOREIGN_SITE" | "EMAIL_TAKEN" };

/** « Marie Dupont » → first name « Marie », last name « Dupont »: contacts are kept under one name. */
export function splitContactName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/**
 * Gives a client's contact the portal for some of that client's sites (never another client's): the first time, an
 * account with the client role and a link to choose its password, mailed as staff invitations are; later, the sites
 * it sees are replaced, and a contact still without a password is mailed a fresh link.
 */
export async function inviteContact(
  clientId: string,
  { id: contactId, siteIds }: ContactInvitation,
  makeAccount: ClientAccountMaker,
): Promise<InvitationOutcome> {
  if (!isUuid(clientId)) return { ok: false, reason: "NOT_FOUND" };
  const db = getDb();
  const [contact] = await db
    .select()
    .from(clientContacts)
    .where(and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, clientId)));
  if (!contact) return { ok: false, reason: "CONTACT_NOT_FOUND" };
  const wanted = [...new Set(siteIds)];
  const own = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(inArray(sites.id, wanted), eq(sites.clientId, clientId)));
  if (own.length !== wanted.length) return { ok: false, reason: "FOREIGN_SITE" };

  let userId = contact.userId;
  if (!userId) {
    const [taken] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(sql`lower(${user.email})`, contact.email.toLowerCase()));
    if (taken) return { ok: false, reason: "EMAIL_TAKEN" };
    const account = await makeAccount({ email: contact.email, role: "client", ...splitContactName(contact.name) });
    userId = account.id;
  }
  const accountId = userId;
  await db.transaction(async (tx) => {
    await tx.update(clientContacts).set({ userId: accountId }).where(eq(clientContacts.id, contactId));
    await tx.delete(clientContactSites).where(eq(clientContactSites.contactId, contactId));
    await tx.insert(clientContactSites).values(wanted.map((siteId) => ({ contactId, siteId })));
  });
  const waiting = await pendingInvitations([accountId]);
  if (!waiting.has(accountId)) return { ok: true, mailed: false };
  const { firstName } = splitContactName(contact.name);
  await sendInvitation({ id: accountId, email: contact.email, firstName }, new Date(), clientInvitationMail);
  return { ok: true, mailed: true };
}

import { and, count, eq } from "drizzle-orm";
import { clientContacts, clients, sites } from "../../../db/schema";
import { refusingOnUnique } from "../../lib/constraint-refusal.server";
import { getDb } from "../../lib/db.server";
import { deleteAccount } from "../../lib/deleted-account.server";
import { isUuid } from "../../lib/uuid";
import type { ClientInput, ContactInput } from "./clients.schema";

export type ClientWriteOutcome =
  | { ok: true }
  | {
      ok: false;
      reason: "NOT_FOUND" | "NAME_TAKEN" | "SIREN_TAKEN" | "CONTACT_TAKEN" | "CONTACT_NOT_FOUND" | "LAST_CONTACT";
    };

/** What each unique index of the clients refuses. */
const REFUSED_BY: Record<string, ClientWriteOutcome> = {
  clients_name_unique: { ok: false, reason: "NAME_TAKEN" },
  clients_siren_unique: { ok: false, reason: "SIREN_TAKEN" },
  client_contacts_email_unique: { ok: false, reason: "CONTACT_TAKEN" },
};

/** Corrects a client's name, SIREN and billing address; its sites are named after it again. */
export function updateClient(id: string, input: ClientInput): Promise<ClientWriteOutcome> {
  if (!isUuid(id)) return Promise.resolve({ ok: false, reason: "NOT_FOUND" });
  return refusingOnUnique(REFUSED_BY, () =>
    getDb().transaction(async (tx) => {
      const updated = await tx
        .update(clients)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(clients.id, id))
        .returning({ id: clients.id });
      if (updated.length === 0) return { ok: false, reason: "NOT_FOUND" };
      await tx.update(sites).set({ clientName: input.name }).where(eq(sites.clientId, id));
      return { ok: true };
    }),
  );
}

/** Adds someone who speaks for the client; one contact per e-mail address, whatever the case. */
export function addContact(clientId: string, input: ContactInput): Promise<ClientWriteOutcome> {
  if (!isUuid(clientId)) return Promise.resolve({ ok: false, reason: "NOT_FOUND" });
  return refusingOnUnique(REFUSED_BY, async () => {
    const [client] = await getDb().select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!client) return { ok: false, reason: "NOT_FOUND" };
    await getDb()
      .insert(clientContacts)
      .values({ clientId, ...input });
    return { ok: true };
  });
}

/** Removes one of the client's contacts, never its last one: a client always has someone to answer. */
export function deleteContact(clientId: string, contactId: string): Promise<ClientWriteOutcome> {
  if (!isUuid(clientId)) return Promise.resolve({ ok: false, reason: "NOT_FOUND" });
  return getDb().transaction(async (tx) => {
    // Locking the client orders two removals one after the other, so that both cannot leave it with none.
    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for("update");
    if (!client) return { ok: false, reason: "NOT_FOUND" };
    const [{ contacts } = { contacts: 0 }] = await tx
      .select({ contacts: count() })
      .from(clientContacts)
      .where(eq(clientContacts.clientId, clientId));
    const ofClient = and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, clientId));
    const [contact] = await tx
      .select({ id: clientContacts.id, userId: clientContacts.userId })
      .from(clientContacts)
      .where(ofClient);
    if (!contact) return { ok: false, reason: "CONTACT_NOT_FOUND" };
    if (contacts <= 1) return { ok: false, reason: "LAST_CONTACT" };
    await tx.delete(clientContacts).where(ofClient);
    // A contact removed loses the portal: its account (client role only) goes with it, and its sessions.
    if (contact.userId) await deleteAccount(tx, contact.userId, "client");
    return { ok: true };
  });
}

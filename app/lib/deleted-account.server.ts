import { type AnyColumn, and, eq, getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  clientRequests,
  contactMessages,
  correctiveActions,
  inspectionResults,
  jobApplications,
  labourOverrides,
  mailOutbox,
  type OverriddenAlert,
  overridesAbout,
  quoteRequests,
  user,
} from "../../db/schema";
import type { Role } from "../domain/enums";
import { DELETED_ACCOUNT, fullName } from "../domain/people";
import type { Tx } from "./db.server";

/** The free texts the staff write and the mails' texts, where a person's name or address may be copied. */
const STAFF_TEXTS: ReadonlyArray<[PgTable, string]> = [
  [contactMessages, "note"],
  [quoteRequests, "note"],
  [jobApplications, "note"],
  [clientRequests, "note"],
  [inspectionResults, "comment"],
  [correctiveActions, "reason"],
  [correctiveActions, "closingNote"],
  [mailOutbox, "subject"],
  [mailOutbox, "text"],
  [mailOutbox, "html"],
];

/** A word-bounded pattern of PostgreSQL matching `text` as written. */
const wordPattern = (text: string) => `\\m${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\M`;

/**
 * Every copy of `text` (a name, an address) in the column becomes « Compte supprimé », cut to the column's length:
 * the label may be longer than what it replaces.
 */
function anonymiseText(tx: Tx, table: PgTable, key: string, text: string) {
  const column = getTableColumns(table)[key] as AnyColumn & { length?: number };
  const pattern = wordPattern(text);
  const replaced = sql`regexp_replace(${column}, ${pattern}, ${DELETED_ACCOUNT}, 'g')`;
  return tx
    .update(table)
    .set({ [key]: column.length ? sql`left(${replaced}, ${column.length})` : replaced } as never)
    .where(sql`${column} ~ ${pattern}`);
}

/**
 * Deletes an account (of `role` only, when given), in the caller's transaction; the database cascades to its sessions,
 * credentials and assignments. What its history keeps of it by value, not by a link that the deletion empties, is
 * anonymised first (docs/decisions/065-personal-data.md). The rows linked by id (a punch's author, an inspector, a
 * decision) already read « Compte supprimé » once the link is emptied; these keep a copy of the name or the address:
 * a portal request's author, the alerts a manager saved past, the mails, the staff's notes. False when no such account.
 */
export async function deleteAccount(tx: Tx, userId: string, role?: Role): Promise<boolean> {
  const [person] = await tx
    .select({ email: user.email, firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(role ? and(eq(user.id, userId), eq(user.role, role)) : eq(user.id, userId));
  if (!person) return false;
  const name = fullName(person);
  const email = person.email.toLowerCase();
  await tx
    .update(clientRequests)
    .set({ authorName: DELETED_ACCOUNT, authorEmail: "", updatedAt: new Date() })
    .where(sql`${clientRequests.authorId} = ${userId} or lower(${clientRequests.authorEmail}) = ${email}`);
  await anonymiseOverrides(tx, userId, name);
  // The mails to the account were its own: they go. Those to others keep their text, without its name or address.
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email}`);
  await tx.update(mailOutbox).set({ replyTo: null }).where(sql`lower(${mailOutbox.replyTo}) = ${email}`);
  for (const text of [name, person.email].filter((value) => value.length >= 3)) {
    for (const [table, key] of STAFF_TEXTS) await anonymiseText(tx, table, key, text);
  }
  await tx.delete(user).where(eq(user.id, userId));
  return true;
}

/** The alerts saved past keep each employee's name then: the deleted one's becomes « Compte supprimé ». */
async function anonymiseOverrides(tx: Tx, userId: string, name: string) {
  const rows = await tx
    .select({ id: labourOverrides.id, alerts: labourOverrides.alerts })
    .from(labourOverrides)
    .where(overridesAbout(userId));
  for (const row of rows) {
    const alerts = row.alerts.map(
      (alert): OverriddenAlert =>
        alert.employeeId === userId
          ? {
              ...alert,
              employeeId: "",
              employeeName: DELETED_ACCOUNT,
              message: name ? alert.message.replaceAll(name, DELETED_ACCOUNT) : alert.message,
            }
          : alert,
    );
    await tx.update(labourOverrides).set({ alerts }).where(eq(labourOverrides.id, row.id));
  }
}

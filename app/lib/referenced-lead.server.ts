import type { AnyPgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { leadReference } from "../domain/leads";
import type { MailContent } from "../mail/layout";
import { getDb } from "./db.server";

/** Stores a lead's row and answers its id, its reference's source; `unwritten` is thrown if no row comes back. */
export async function insertLead<Table extends PgTable & { id: AnyPgColumn<{ data: string; notNull: true }> }>(
  table: Table,
  value: PgInsertValue<Table>,
  unwritten: string,
): Promise<string> {
  const [row] = await getDb().insert(table).values(value).returning({ id: table.id });
  if (!row) throw new Error(unwritten);
  return row.id;
}

/** The visitor's acknowledgement of a lead, sent to the address they typed, under the lead's reference. */
export function acknowledgedUnder<Lead>(
  type: "contact" | "quote",
  mail: (lead: Lead, reference: string) => MailContent,
) {
  return {
    to: (lead: Lead & { email: string }) => lead.email,
    mail: (lead: Lead, id: string) => mail(lead, leadReference(type, id)),
  };
}

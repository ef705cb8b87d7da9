import { and, eq, lt, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { closingDay } from "./day-periods";
import type { Tx } from "./db.server";

/** A table of contracts over days (`YYYY-MM-DD`, both inclusive; a null end: still running), never overlapping. */
export type ContractTable = PgTable & {
  id: AnyPgColumn<{ data: string; notNull: true }>;
  startsOn: AnyPgColumn<{ data: string; notNull: true }>;
  endsOn: AnyPgColumn<{ data: string; notNull: false }>;
  updatedAt: AnyPgColumn<{ data: Date; notNull: true }>;
};

/**
 * Adds a contract from its first day. The one running on that day that began earlier, among those `holderMeeting`
 * keeps (the holder's contracts meeting that day), ends the day before: the history is kept, never overwritten.
 * Answers the new contract's id and that last day (null when none was running), or TOO_SOON, with nothing written,
 * when that would leave the running one a single day or none. `unwritten` is the error thrown if no row comes back.
 */
export async function addContractFrom<T extends ContractTable>(
  tx: Tx,
  table: T,
  holderMeeting: SQL | undefined,
  values: PgInsertValue<T> & { startsOn: string },
  unwritten: string,
): Promise<{ id: string; closedOn: string | null } | "TOO_SOON"> {
  // Drizzle types a select or an update from a generic table's own columns, not from the constraint's.
  const contracts: ContractTable = table;
  const [running] = await tx
    .select({ id: contracts.id, startsOn: contracts.startsOn, endsOn: contracts.endsOn })
    .from(contracts)
    .where(and(holderMeeting, lt(contracts.startsOn, values.startsOn)));
  let closedOn: string | null = null;
  if (running) {
    closedOn = closingDay(running, values.startsOn);
    if (closedOn === null) return "TOO_SOON";
    await tx.update(contracts).set({ endsOn: closedOn, updatedAt: new Date() }).where(eq(contracts.id, running.id));
  }
  const [created] = await tx.insert(table).values(values).returning({ id: table.id });
  if (!created) throw new Error(unwritten);
  return { id: created.id, closedOn };
}

import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb } from "../../app/lib/db.server";

/** The rows of a table that belong to one employee (its `employee_id`), as stored. */
export async function employeeRows<T extends PgTable & { employeeId: AnyPgColumn }>(
  table: T,
  employeeId: string,
): Promise<T["$inferSelect"][]> {
  const owned: PgTable = table;
  return getDb().select().from(owned).where(eq(table.employeeId, employeeId));
}

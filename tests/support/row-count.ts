import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb } from "../../app/lib/db.server";

/** How many rows a table holds. */
export async function rowCount(table: PgTable): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(table);
  return row?.n ?? 0;
}

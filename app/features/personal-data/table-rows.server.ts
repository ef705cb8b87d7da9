import { getTableColumns, getTableName, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb } from "../../lib/db.server";

export type PersonRow = Record<string, unknown>;

/** One table's rows about the person, as the archive lists them. */
export interface TableRows {
  table: string;
  rows: PersonRow[];
}

/**
 * The rows of `table` matching `where`, every column but the secrets named in `omit` and the stored bytes (a CV, a
 * photo): the archive says what is held, the files themselves stay on their own pages.
 */
export async function rowsOf(table: PgTable, where: SQL | undefined, omit: readonly string[] = []): Promise<TableRows> {
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(
      ([key, column]) => !omit.includes(key) && column.getSQLType() !== "bytea",
    ),
  );
  const rows = (await getDb()
    .select(columns as never)
    .from(table)
    .where(where)) as PersonRow[];
  return { table: getTableName(table), rows };
}

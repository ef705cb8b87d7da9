import type { SqlExecutor } from "../../app/lib/db.server";

/** Each table's rows as JSON texts, sorted: every table of `public`, and the migrations drizzle recorded. */
export type TableContents = Record<string, string[]>;

/**
 * Reads every row of a database, times in UTC whatever the session's zone. Sets the session's zone: give it a
 * connection of one session (PGlite, or a pool of one).
 */
export async function tableContents(sql: SqlExecutor): Promise<TableContents> {
  await sql.executeSql("set timezone to 'UTC'");
  const { rows: tables } = await sql.executeSql(
    `select format('%I.%I', schemaname, tablename) as name from pg_catalog.pg_tables
     where schemaname = 'public' or (schemaname = 'drizzle' and tablename = '__drizzle_migrations')`,
  );
  const contents: TableContents = {};
  for (const { name } of tables as { name: string }[]) {
    const { rows } = await sql.executeSql(`select to_jsonb(t)::text as row from ${name} t`);
    contents[name] = (rows as { row: string }[]).map((row) => row.row).sort();
  }
  return contents;
}

import { strToU8, zipSync } from "fflate";
import { toCsv } from "../../lib/csv";
import type { PersonRow, TableRows } from "./table-rows.server";

/** The archive's JSON file: everything in one document. */
export const ARCHIVE_JSON = "donnees-personnelles.json";

/** A value as a CSV cell: dates in ISO 8601 (UTC), lists and documents as JSON. */
function cell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function tableCsv(rows: PersonRow[]): string {
  const header = Object.keys(rows[0] ?? {});
  return toCsv(
    header,
    rows.map((row) => header.map((key) => cell(row[key]))),
  );
}

/**
 * The zip an admin downloads for one person: `donnees-personnelles.json` with every table that holds something of
 * them, and one `<table>.csv` per such table.
 */
export function personalDataArchive(email: string, tables: TableRows[], exportedAt: Date): Uint8Array {
  const held = tables.filter((table) => table.rows.length > 0);
  const document = {
    email,
    exportedAt: exportedAt.toISOString(),
    tables: Object.fromEntries(held.map((table) => [table.table, table.rows])),
  };
  const files: Record<string, Uint8Array> = { [ARCHIVE_JSON]: strToU8(JSON.stringify(document, null, 2)) };
  for (const table of held) files[`${table.table}.csv`] = strToU8(tableCsv(table.rows));
  return zipSync(files, { mtime: exportedAt });
}

/** An ASCII file name for the person's archive. */
export function archiveFileName(email: string): string {
  return `donnees-${email.replace(/[^a-z0-9.@-]+/gi, "-").replace("@", "-at-")}.zip`;
}

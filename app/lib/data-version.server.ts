import { dataVersion } from "../../db/schema";
import { type Connection, getConnection, getDb } from "./db.server";

/** The count of writes to plannings and what the staff home reads with them (see `dataVersion`). */
export async function readDataVersion(): Promise<number | null> {
  const [row] = await getDb().select({ version: dataVersion.version }).from(dataVersion);
  return row?.version ?? null;
}

/** How many keys one cache holds before it forgets the oldest. */
const KEYS = 32;

/**
 * A cache of values derived from those tables: a value is computed again once they have changed since it was kept.
 * The count is read before the value, so a value kept under a count is never older than the count; a write that
 * commits in between leaves a newer value under the old count, which the next reader replaces. Each database
 * connection has its own entries.
 */
export function versionedCache<T>(): (key: string, compute: () => Promise<T>) => Promise<T> {
  const byConnection = new WeakMap<Connection, Map<string, { version: number; value: Promise<T> }>>();
  return async (key, compute) => {
    const connection = getConnection();
    const version = await readDataVersion();
    let kept = byConnection.get(connection);
    if (!kept) {
      kept = new Map();
      byConnection.set(connection, kept);
    }
    const entry = kept.get(key);
    if (version !== null && entry?.version === version) return entry.value;
    const value = compute();
    if (version === null) return value;
    kept.delete(key);
    if (kept.size >= KEYS) kept.delete(kept.keys().next().value as string);
    kept.set(key, { version, value });
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  };
}

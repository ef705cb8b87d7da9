import { sql } from "drizzle-orm";
import type { Tx } from "../../lib/db.server";

/**
 * "Sans notification": the plannings this transaction writes are taken as told, and nobody is marked
 * for a change notice (see the triggers of migration 0004_change_notices). The setting ends with the transaction.
 */
export async function silenceNotices(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('app.notify', 'off', true)`);
}

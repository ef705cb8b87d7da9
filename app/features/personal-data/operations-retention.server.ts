import { and, lt, ne } from "drizzle-orm";
import { mailOutbox, session } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { MAIL_RETENTION_MONTHS, monthsBefore } from "./retention-limits";

export const OPERATIONS_RETENTION_JOB = "operations.retention";

/**
 * Deletes the mails sent, logged or given up more than six months ago (their names, addresses and texts), and the
 * sessions past their expiry (an address and a browser each): nothing reads either any more.
 */
export async function deleteExpiredOperations(now = new Date()): Promise<{ mails: number; sessions: number }> {
  const mails = await getDb()
    .delete(mailOutbox)
    .where(and(ne(mailOutbox.status, "pending"), lt(mailOutbox.createdAt, monthsBefore(now, MAIL_RETENTION_MONTHS))))
    .returning({ id: mailOutbox.id });
  const sessions = await getDb().delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id });
  return { mails: mails.length, sessions: sessions.length };
}

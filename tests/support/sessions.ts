import { eq } from "drizzle-orm";
import { getDb } from "../../app/lib/db.server";
import { session } from "../../db/schema";

/** A live session of that account, written straight into the test's database (one hour left). */
export async function openSession(userId: string): Promise<void> {
  const id = crypto.randomUUID();
  await getDb()
    .insert(session)
    .values({ id, token: id, userId, expiresAt: new Date(Date.now() + 3_600_000) });
}

/** How many sessions the account has. */
export async function sessionsOf(userId: string): Promise<number> {
  return (await getDb().select().from(session).where(eq(session.userId, userId))).length;
}

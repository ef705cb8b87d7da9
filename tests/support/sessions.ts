import { eq } from "drizzle-orm";
import { getAuth } from "../../app/lib/auth.server";
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

/** Whether Better Auth lets that address sign in with that password. */
export async function canSignIn(email: string, password: string): Promise<boolean> {
  try {
    await getAuth().api.signInEmail({ body: { email, password } });
    return true;
  } catch {
    return false;
  }
}

import { eq } from "drizzle-orm";
import { type Role, session, user } from "../../db/schema";
import { ACCOUNT_DEACTIVATED } from "./auth.server";
import { getDb } from "./db.server";

/** Ends every session of the account at once (the next request of any of its devices is signed out). */
export async function endAllSessions(userId: string) {
  await getDb().delete(session).where(eq(session.userId, userId));
}

/** Changes the role and ends the account's sessions, so that no device keeps the old rights. */
export async function setAccountRole(userId: string, role: Role) {
  await getDb().update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId));
  await endAllSessions(userId);
}

/** Deactivates the account (Better Auth's ban: sign-in refused with a French message) and ends its sessions. */
export async function deactivateAccount(userId: string) {
  await getDb()
    .update(user)
    .set({ banned: true, banReason: ACCOUNT_DEACTIVATED, banExpires: null, updatedAt: new Date() })
    .where(eq(user.id, userId));
  await endAllSessions(userId);
}

export async function reactivateAccount(userId: string) {
  await getDb().update(user).set({ banned: false, banReason: null, updatedAt: new Date() }).where(eq(user.id, userId));
}

export async function findAccountByEmail(email: string) {
  const [found] = await getDb()
    .select({ id: user.id, role: user.role, banned: user.banned })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  return found;
}

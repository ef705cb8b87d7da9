import { and, eq } from "drizzle-orm";
import { account, isActiveAccount, type Role, session, user } from "../../db/schema";
import { approvalMail, promotionMail, signUpNoticeMail, welcomeMail } from "../mail/account";
import { ACCOUNT_DEACTIVATED } from "./auth.server";
import { getDb } from "./db.server";
import { deleteAccount } from "./deleted-account.server";
import { getEnv } from "./env.server";
import { queueMail } from "./mail.server";
import { revokePasswordLinks, sendInvitation } from "./password-links.server";

/** Ends every session of the account at once (the next request of any of its devices is signed out). */
export async function endAllSessions(userId: string) {
  await getDb().delete(session).where(eq(session.userId, userId));
}

/**
 * After the account's e-mail changed: the links mailed to the old address stop working and every device signed in
 * before the change is signed out.
 */
export async function endAccessAfterEmailChange(userId: string) {
  await revokePasswordLinks(userId);
  await endAllSessions(userId);
}

/**
 * After an account became an admin: the password it had may be shorter than an admin's 12 characters, and its
 * hash does not tell. It stops working (sessions ended, credential removed) and a 7-day link to choose a new one,
 * under the admin policy, is mailed (docs/decisions/031-promotion-resets-the-password.md).
 */
export async function requireAdminPassword(userId: string) {
  const [target] = await getDb()
    .select({ id: user.id, email: user.email, firstName: user.firstName })
    .from(user)
    .where(eq(user.id, userId));
  if (!target) return;
  await getDb()
    .delete(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  await endAllSessions(userId);
  await sendInvitation(target, new Date(), promotionMail);
}

/** Changes the role and ends the account's sessions, so that no device keeps the old rights. */
export async function setAccountRole(userId: string, role: Role) {
  const [before] = await getDb().select({ role: user.role }).from(user).where(eq(user.id, userId));
  await getDb().update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId));
  await endAllSessions(userId);
  if (role === "admin" && before && before.role !== "admin") await requireAdminPassword(userId);
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

const signInUrl = () => `${getEnv().PUBLIC_URL}/auth`;

/** The mail to an account an admin created with a password: the address to sign in at, never the password. */
export async function sendWelcome(person: { email: string; firstName: string }) {
  await queueMail({ to: person.email, ...welcomeMail({ ...person, signInUrl: signInUrl() }) });
}

/** Tells every active admin that someone signed up and waits for approval. */
export async function notifyAdminsOfSignUp(person: { firstName: string; lastName: string; email: string }) {
  const admins = await getDb()
    .select({ email: user.email })
    .from(user)
    .where(and(eq(user.role, "admin"), isActiveAccount()));
  const mail = signUpNoticeMail({
    name: `${person.firstName} ${person.lastName}`.trim(),
    email: person.email,
    url: `${getEnv().PUBLIC_URL}/admin/users`,
  });
  for (const admin of admins) await queueMail({ to: admin.email, ...mail });
}

/** A self-registered account becomes an active employee; its owner is told by mail. False when none was waiting. */
export async function approveAccount(userId: string): Promise<boolean> {
  const [approved] = await getDb()
    .update(user)
    .set({ pendingApproval: false, role: "employee", updatedAt: new Date() })
    .where(and(eq(user.id, userId), eq(user.pendingApproval, true)))
    .returning({ email: user.email, firstName: user.firstName });
  if (!approved) return false;
  await queueMail({ to: approved.email, ...approvalMail({ firstName: approved.firstName, signInUrl: signInUrl() }) });
  return true;
}

/**
 * A self-registered account an admin refused is deleted with its sessions (the database cascades): nothing of it
 * remains (the admins' notice of it included), and the address may sign up again. False when none was waiting.
 */
export async function refuseAccount(userId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [waiting] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, userId), eq(user.pendingApproval, true)))
      .for("update");
    if (!waiting) return false;
    // The admins' notice of the sign-up named it: deleteAccount anonymises it.
    return deleteAccount(tx, userId);
  });
}

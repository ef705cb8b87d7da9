import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, inArray, isNull, like, max } from "drizzle-orm";
import { account, user, verification } from "../../db/schema";
import { invitationMail } from "../mail/account";
import type { MailContent } from "../mail/layout";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";
import { queueMail } from "./mail.server";

/**
 * Links that let someone choose a password: Better Auth's reset tokens (its `verification` rows named
 * `reset-password:<token>`, consumed by its resetPassword). A reset link lives 1 hour; an invitation is the same
 * kind of link, written here with a 7-day life, for an account that has no password yet.
 */
export const PASSWORD_RESET_LIFETIME_S = 60 * 60;
export const INVITATION_LIFETIME_S = 7 * 24 * 60 * 60;

const PREFIX = "reset-password:";

export function passwordLinkUrl(token: string): string {
  return `${getEnv().PUBLIC_URL}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

export interface PasswordLink {
  userId: string;
  email: string;
  role: string;
  /** True when the account has no password yet: the link is an invitation. */
  invitation: boolean;
}

/** The account an unexpired, unused link is for, or null (expired, used, forged, or the account is gone). */
export async function findPasswordLink(token: string, now = new Date()): Promise<PasswordLink | null> {
  if (!token || token.length > 200) return null;
  const db = getDb();
  const [row] = await db
    .select({ userId: user.id, email: user.email, role: user.role })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(and(eq(verification.identifier, `${PREFIX}${token}`), gt(verification.expiresAt, now)));
  if (!row) return null;
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, row.userId), eq(account.providerId, "credential")));
  return { userId: row.userId, email: row.email, role: row.role ?? "employee", invitation: !credential };
}

/**
 * Every link of the account stops working (a new invitation replaces the old one; a password was just chosen; the
 * address the links were mailed to is no longer the account's).
 */
export async function revokePasswordLinks(userId: string): Promise<void> {
  await getDb()
    .delete(verification)
    .where(and(like(verification.identifier, `${PREFIX}%`), eq(verification.value, userId)));
}

/**
 * Sends an account without a password an invitation to choose one: any earlier link stops working, the new one
 * lives 7 days. The mail goes through the outbox like every other; `mail` words it (an invitation by default).
 */
export async function sendInvitation(
  invitee: { id: string; email: string; firstName: string },
  now = new Date(),
  mail: (input: { firstName: string; url: string }) => MailContent = invitationMail,
) {
  const token = randomBytes(24).toString("base64url");
  await revokePasswordLinks(invitee.id);
  await getDb()
    .insert(verification)
    .values({
      id: randomUUID(),
      identifier: `${PREFIX}${token}`,
      value: invitee.id,
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_S * 1000),
      createdAt: now,
      updatedAt: now,
    });
  await queueMail({
    to: invitee.email,
    ...mail({ firstName: invitee.firstName, url: passwordLinkUrl(token) }),
  });
}

/**
 * Accounts still waiting for their first password, each with the expiry of its newest link (null when no link is
 * left: expired and cleaned, or never sent).
 */
export async function pendingInvitations(userIds: string[]): Promise<Map<string, Date | null>> {
  if (userIds.length === 0) return new Map();
  const db = getDb();
  const withoutPassword = await db
    .select({ id: user.id })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .where(and(inArray(user.id, userIds), isNull(account.id)));
  const ids = withoutPassword.map((row) => row.id);
  if (ids.length === 0) return new Map();
  const links = await db
    .select({ userId: verification.value, expiresAt: max(verification.expiresAt) })
    .from(verification)
    .where(and(like(verification.identifier, `${PREFIX}%`), inArray(verification.value, ids)))
    .groupBy(verification.value);
  const expiry = new Map(links.map((link) => [link.userId, link.expiresAt ? new Date(link.expiresAt) : null]));
  return new Map(ids.map((id) => [id, expiry.get(id) ?? null]));
}

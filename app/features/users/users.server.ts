import { asc, eq, not } from "drizzle-orm";
import { redirect } from "react-router";
import { personColumns, user } from "../../../db/schema";
import {
  approveAccount,
  deactivateAccount,
  endAllSessions,
  reactivateAccount,
  refuseAccount,
  requireAdminPassword,
  sendWelcome,
} from "../../lib/account-lifecycle.server";
import { done, type Outcome, refused } from "../../lib/action-runner.server";
import { getDb } from "../../lib/db.server";
import { pendingInvitations, sendInvitation } from "../../lib/password-links.server";
import type { SessionUser } from "../../lib/permissions";
import { formatDateTime } from "../../lib/time";
import { createUserAccount, UserCreationError } from "./create-user.server";
import { needsCreationConfirmation, needsPromotionConfirmation, roleChangeRefusal, statusChangeRefusal } from "./users";
import {
  type CreateUserInput,
  PROMOTION_CONFIRMED,
  PROMOTION_PARAM,
  type RoleChange,
  type StatusChange,
  USER_MESSAGES,
} from "./users.schema";

export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  /** False once deactivated: sign-in refused, sessions ended. */
  active: boolean;
  /** Set while the account waits for its first password: when its invitation link expires (null: none left). */
  invitation: { expiresAt: string | null } | null;
}

const formatExpiry = (date: Date | null, timeZone: string) =>
  date && date > new Date() ? formatDateTime(date, timeZone) : null;

const displayName = (row: { firstName: string; lastName: string; email: string }) =>
  `${row.firstName} ${row.lastName}`.trim() || row.email;

/** Every account but those awaiting approval; invitation expiries are written out in `timeZone`. */
export async function listUsers(timeZone: string): Promise<UserRow[]> {
  const rows = await getDb()
    .select({
      id: user.id,
      ...personColumns,
      banned: user.banned,
    })
    .from(user)
    .where(not(user.pendingApproval))
    .orderBy(asc(user.firstName), asc(user.lastName), asc(user.email));
  const invited = await pendingInvitations(rows.map((row) => row.id));
  return rows.map(({ banned, ...row }) => ({
    ...row,
    active: !banned,
    invitation: invited.has(row.id) ? { expiresAt: formatExpiry(invited.get(row.id) ?? null, timeZone) } : null,
  }));
}

export interface PendingAccount {
  id: string;
  name: string;
  email: string;
  /** When the person signed up, written out in the company's zone. */
  signedUpAt: string;
}

/** The self-registered accounts awaiting an admin's approval, oldest first. */
export async function listPendingAccounts(timeZone: string): Promise<PendingAccount[]> {
  const rows = await getDb()
    .select({ id: user.id, ...personColumns, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.pendingApproval, true))
    .orderBy(asc(user.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: displayName(row),
    email: row.email,
    signedUpAt: formatDateTime(row.createdAt, timeZone),
  }));
}

/** The account named by the page's `?promouvoir=` awaiting confirmation, or null when there is nothing to confirm. */
export async function findPromotionToConfirm(url: URL): Promise<{ userId: string; name: string } | null> {
  const userId = url.searchParams.get(PROMOTION_PARAM);
  if (!userId) return null;
  const [target] = await getDb()
    .select({ id: user.id, ...personColumns })
    .from(user)
    .where(eq(user.id, userId));
  return target && target.role !== "admin" ? { userId: target.id, name: displayName(target) } : null;
}

/**
 * Creates an account: the admin role only once confirmed; an account given a password gets a welcome mail (where to
 * sign in, never the password), one without gets an invitation. The caller is an admin.
 */
export async function createUser({ invite, confirm, ...input }: CreateUserInput): Promise<Outcome> {
  if (needsCreationConfirmation(input.role, confirm === PROMOTION_CONFIRMED)) {
    return refused(USER_MESSAGES.adminCreationUnconfirmed, { code: "ADMIN_CONFIRMATION_REQUIRED", field: "role" });
  }
  try {
    const { id } = await createUserAccount(input);
    if (!invite) {
      await sendWelcome(input);
      return done(USER_MESSAGES.created, USER_MESSAGES.welcomeSent);
    }
    await sendInvitation({ id, email: input.email, firstName: input.firstName });
    return done(USER_MESSAGES.created, USER_MESSAGES.invitationSent);
  } catch (error) {
    if (!(error instanceof UserCreationError)) throw error;
    const field = { USER_ALREADY_EXISTS: "email", INVALID_ROLE: "role", INVALID_PASSWORD: "password" }[error.code];
    const status = error.code === "USER_ALREADY_EXISTS" ? 409 : 400;
    return refused(error.message, { status, code: error.code, field });
  }
}

const USER_NOT_FOUND = refused(USER_MESSAGES.notFound, { status: 404, code: "USER_NOT_FOUND" });

/**
 * Changes a user's role. No admin demotes itself; another admin's role changes only from the owner account, and the
 * demoted admin's sessions end at once. A promoted account's password stops working and it is mailed a link to
 * choose one under the admin policy (ADR 031). A promotion to admin without `confirm` is not applied: the answer is the
 * page asking to confirm it (what a browser without JavaScript shows; with it, the dialog asked before posting).
 * The caller is an admin.
 */
export async function changeUserRole(
  actor: SessionUser,
  { userId, newRole, confirm }: RoleChange,
  ownerEmail: string | undefined,
): Promise<Outcome | Response> {
  const outcome = await getDb().transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!target) return { answer: USER_NOT_FOUND };
    const refusal = roleChangeRefusal(actor, target, newRole, ownerEmail);
    if (refusal) return { answer: refused(refusal.message, { status: 403, code: refusal.code }) };
    if (needsPromotionConfirmation(target, newRole, confirm === PROMOTION_CONFIRMED)) {
      return { answer: redirect(`/admin/users?${PROMOTION_PARAM}=${encodeURIComponent(userId)}`, 303) };
    }
    await tx.update(user).set({ role: newRole, updatedAt: new Date() }).where(eq(user.id, userId));
    const promoted = target.role !== "admin" && newRole === "admin";
    return {
      answer: done(USER_MESSAGES.roleUpdated, promoted ? USER_MESSAGES.promotedDescription : undefined),
      demotedAdmin: target.role === "admin" && newRole !== "admin",
      promoted,
    };
  });
  if (outcome.demotedAdmin) await endAllSessions(userId);
  if (outcome.promoted) await requireAdminPassword(userId);
  return outcome.answer;
}

/**
 * Deactivates (sessions ended at once, sign-in refused) or reactivates an account. Never one's own; another admin's
 * only from the owner account. The caller is an admin.
 */
export async function changeUserStatus(
  actor: SessionUser,
  { userId, active }: StatusChange,
  ownerEmail: string | undefined,
): Promise<Outcome> {
  const [target] = await getDb().select({ id: user.id, role: user.role }).from(user).where(eq(user.id, userId));
  if (!target) return USER_NOT_FOUND;
  const refusal = statusChangeRefusal(actor, target, ownerEmail);
  if (refusal) return refused(refusal.message, { status: 403, code: refusal.code });
  if (active) await reactivateAccount(userId);
  else await deactivateAccount(userId);
  return done(active ? USER_MESSAGES.reactivated : USER_MESSAGES.deactivated);
}

/**
 * Sends a new invitation to an account still without a password; the previous link stops working. The caller is
 * an admin.
 */
export async function resendInvitation(userId: string): Promise<Outcome> {
  const [target] = await getDb()
    .select({ id: user.id, email: user.email, firstName: user.firstName })
    .from(user)
    .where(eq(user.id, userId));
  if (!target) return USER_NOT_FOUND;
  if (!(await pendingInvitations([userId])).has(userId))
    return refused(USER_MESSAGES.notInvited, { status: 409, code: "ALREADY_HAS_PASSWORD" });
  await sendInvitation(target);
  return done(USER_MESSAGES.invitationResent, USER_MESSAGES.invitationSent);
}

/** Approves (an active employee from now on) or refuses (the account is deleted) a self-registered account. */
export async function decideSignUp(userId: string, approve: boolean): Promise<Outcome> {
  const decided = approve ? await approveAccount(userId) : await refuseAccount(userId);
  if (!decided) return refused(USER_MESSAGES.notPending, { status: 409, code: "NOT_PENDING" });
  return done(approve ? USER_MESSAGES.approved : USER_MESSAGES.refused);
}

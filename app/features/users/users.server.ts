import { parseWithZod } from "@conform-to/zod/v4";
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
import { getDb } from "../../lib/db.server";
import { pendingInvitations, sendInvitation } from "../../lib/password-links.server";
import type { SessionUser } from "../../lib/permissions";
import { failure, success } from "../../lib/result";
import { formatDateTime } from "../../lib/time";
import { createUserAccount, UserCreationError } from "./create-user.server";
import {
  createUserRefusal,
  needsCreationConfirmation,
  needsPromotionConfirmation,
  roleChangeRefusal,
  statusChangeRefusal,
} from "./users";
import {
  createUserSchema,
  invitationResendSchema,
  PROMOTION_CONFIRMED,
  PROMOTION_PARAM,
  pendingAccountSchema,
  roleChangeSchema,
  statusChangeSchema,
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
 * Creates an account from the create-user form: the admin role only once confirmed; an account given a password
 * gets a welcome mail (where to sign in, never the password), one without gets an invitation. The caller has
 * checked that the caller is an admin.
 */
export async function createUserFromForm(formData: FormData) {
  const intent = "create";
  const submission = parseWithZod(formData, { schema: createUserSchema });
  if (submission.status !== "success") {
    const { code, message } = createUserRefusal(submission.error);
    return failure(400, code, message, { intent, submission: submission.reply({ hideFields: ["password"] }) });
  }
  const { invite, confirm, ...input } = submission.value;
  if (needsCreationConfirmation(input.role, confirm === PROMOTION_CONFIRMED)) {
    const message = USER_MESSAGES.adminCreationUnconfirmed;
    return failure(400, "ADMIN_CONFIRMATION_REQUIRED", message, {
      intent,
      submission: submission.reply({ fieldErrors: { role: [message] }, hideFields: ["password"] }),
    });
  }
  try {
    const { id } = await createUserAccount(input);
    if (!invite) {
      await sendWelcome(input);
      return success(USER_MESSAGES.created, {
        intent,
        description: USER_MESSAGES.welcomeSent,
        submission: submission.reply({ resetForm: true }),
      });
    }
    await sendInvitation({ id, email: input.email, firstName: input.firstName });
    return success(USER_MESSAGES.created, {
      intent,
      description: USER_MESSAGES.invitationSent,
      submission: submission.reply({ resetForm: true }),
    });
  } catch (error) {
    if (!(error instanceof UserCreationError)) throw error;
    const field = { USER_ALREADY_EXISTS: "email", INVALID_ROLE: "role", INVALID_PASSWORD: "password" }[error.code];
    const fieldErrors: Record<string, string[]> = { [field]: [error.message] };
    return failure(error.code === "USER_ALREADY_EXISTS" ? 409 : 400, error.code, error.message, {
      intent,
      submission: submission.reply({ fieldErrors, hideFields: ["password"] }),
    });
  }
}

/**
 * Changes a user's role. No admin demotes itself; another admin's role changes only from the owner account, and the
 * demoted admin's sessions end at once. A promoted account's password stops working and it is mailed a link to
 * choose one under the admin policy (ADR 031). A promotion to admin without `confirm` is not applied: the answer is the
 * page asking to confirm it (what a browser without JavaScript shows; with it, the dialog asked before posting).
 * The caller is an admin.
 */
export async function changeUserRole(actor: SessionUser, formData: FormData, ownerEmail: string | undefined) {
  const intent = "role";
  const submission = parseWithZod(formData, { schema: roleChangeSchema });
  if (submission.status !== "success") {
    return failure(400, "INVALID_ROLE", USER_MESSAGES.invalidRole, { intent, submission: submission.reply() });
  }
  const { userId, newRole, confirm } = submission.value;
  const outcome = await getDb().transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!target) return { answer: failure(404, "USER_NOT_FOUND", USER_MESSAGES.notFound, { intent }) };
    const refusal = roleChangeRefusal(actor, target, newRole, ownerEmail);
    if (refusal) return { answer: failure(403, refusal.code, refusal.message, { intent }) };
    if (needsPromotionConfirmation(target, newRole, confirm === PROMOTION_CONFIRMED)) {
      return { answer: redirect(`/admin/users?${PROMOTION_PARAM}=${encodeURIComponent(userId)}`, 303) };
    }
    await tx.update(user).set({ role: newRole, updatedAt: new Date() }).where(eq(user.id, userId));
    const promoted = target.role !== "admin" && newRole === "admin";
    return {
      answer: promoted
        ? success(USER_MESSAGES.roleUpdated, { intent, description: USER_MESSAGES.promotedDescription })
        : success(USER_MESSAGES.roleUpdated, { intent }),
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
export async function changeUserStatus(actor: SessionUser, formData: FormData, ownerEmail: string | undefined) {
  const intent = "status";
  const submission = parseWithZod(formData, { schema: statusChangeSchema });
  if (submission.status !== "success") {
    return failure(400, "INVALID_STATUS", USER_MESSAGES.invalidStatus, { intent, submission: submission.reply() });
  }
  const { userId, active } = submission.value;
  const [target] = await getDb().select({ id: user.id, role: user.role }).from(user).where(eq(user.id, userId));
  if (!target) return failure(404, "USER_NOT_FOUND", USER_MESSAGES.notFound, { intent });
  const refusal = statusChangeRefusal(actor, target, ownerEmail);
  if (refusal) return failure(403, refusal.code, refusal.message, { intent });
  if (active) await reactivateAccount(userId);
  else await deactivateAccount(userId);
  return success(active ? USER_MESSAGES.reactivated : USER_MESSAGES.deactivated, { intent });
}

/**
 * Sends a new invitation to an account still without a password; the previous link stops working. The caller is
 * an admin.
 */
export async function resendInvitation(formData: FormData) {
  const intent = "invitation";
  const submission = parseWithZod(formData, { schema: invitationResendSchema });
  if (submission.status !== "success") return failure(404, "USER_NOT_FOUND", USER_MESSAGES.notFound, { intent });
  const { userId } = submission.value;
  const [target] = await getDb()
    .select({ id: user.id, email: user.email, firstName: user.firstName })
    .from(user)
    .where(eq(user.id, userId));
  if (!target) return failure(404, "USER_NOT_FOUND", USER_MESSAGES.notFound, { intent });
  if (!(await pendingInvitations([userId])).has(userId))
    return failure(409, "ALREADY_HAS_PASSWORD", USER_MESSAGES.notInvited, { intent });
  await sendInvitation(target);
  return success(USER_MESSAGES.invitationResent, { intent, description: USER_MESSAGES.invitationSent });
}

/** Approves (an active employee from now on) or refuses (the account is deleted) a self-registered account. */
export async function decideSignUp(formData: FormData, approve: boolean) {
  const intent = approve ? "approve" : "refuse";
  const submission = parseWithZod(formData, { schema: pendingAccountSchema });
  if (submission.status !== "success") return failure(404, "USER_NOT_FOUND", USER_MESSAGES.notFound, { intent });
  const { userId } = submission.value;
  const decided = approve ? await approveAccount(userId) : await refuseAccount(userId);
  if (!decided) return failure(409, "NOT_PENDING", USER_MESSAGES.notPending, { intent });
  return success(approve ? USER_MESSAGES.approved : USER_MESSAGES.refused, { intent });
}

import { isAPIError } from "better-auth/api";
import { getAuth } from "../../lib/auth.server";
import { sendJob } from "../../lib/jobs.server";
import { findPasswordLink, revokePasswordLinks } from "../../lib/password-links.server";
import { PASSWORD_POLICY_MESSAGES } from "../../lib/password-policy";
import { serverPasswordProblem } from "../../lib/password-policy.server";
import { clientAddress, consumeRateLimit, RATE_LIMITS } from "../../lib/rate-limit.server";

export const PASSWORD_RESET_JOB = "password-reset.send";

/**
 * Queues the reset link's job and answers: the request does the same work whether the address has an account or
 * not (looking the account up, making the link and its mail would take longer for one that exists, and the time
 * would tell). Only the limits per client and per address can refuse.
 */
export async function requestPasswordReset(request: Request, email: string): Promise<{ throttled: boolean }> {
  const allowed =
    (await consumeRateLimit(`password-reset:${clientAddress(request)}`, RATE_LIMITS.passwordResetClient)) &&
    (await consumeRateLimit(`password-reset-email:${email}`, RATE_LIMITS.passwordResetEmail));
  if (!allowed) return { throttled: true };
  await sendJob(PASSWORD_RESET_JOB, { email });
  return { throttled: false };
}

/** The job: Better Auth makes the link if the account exists, and its sendResetPassword queues the mail. */
export async function sendPasswordResetLink(email: string): Promise<void> {
  await getAuth().api.requestPasswordReset({ body: { email } });
}

export type ResetOutcome =
  | { ok: true }
  | { ok: false; reason: "link" }
  | { ok: false; reason: "password"; message: string };

/**
 * Sets the password of the account the link is for, under the full policy (an admin's 12 characters included), and
 * consumes the link through Better Auth (which ends the account's sessions). Every other link of the account stops
 * working. An expired, used or forged link changes nothing.
 */
export async function resetPasswordWithLink(token: string, newPassword: string): Promise<ResetOutcome> {
  const link = await findPasswordLink(token);
  if (!link) return { ok: false, reason: "link" };
  const problem = serverPasswordProblem(newPassword, { email: link.email, role: link.role });
  if (problem) return { ok: false, reason: "password", message: PASSWORD_POLICY_MESSAGES[problem] };
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword } });
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return { ok: false, reason: "link" };
    throw error;
  }
  await revokePasswordLinks(link.userId);
  return { ok: true };
}

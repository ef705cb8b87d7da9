import { isAPIError } from "better-auth/api";
import { type Refusal, refused } from "../../lib/action-runner.server";
import { getAuth } from "../../lib/auth.server";
import { PASSWORD_POLICY_MESSAGES } from "../../lib/password-policy";
import { serverPasswordProblem } from "../../lib/password-policy.server";
import type { SessionUser } from "../../lib/permissions";

export async function renameSelf(request: Request, firstName: string, lastName: string): Promise<void> {
  await getAuth().api.updateUser({
    headers: request.headers,
    body: { name: `${firstName} ${lastName}`, firstName, lastName },
  });
}

/** A password the account may not take, told beside the field at fault. */
const passwordRefusal = (field: "currentPassword" | "newPassword", message: string) =>
  refused(message, { status: 400, code: "VALIDATION_ERROR", field });

/**
 * Changes the signed-in user's password under the full policy; every other session of the account ends. Answers the
 * headers carrying the new session's cookie.
 */
export async function changeOwnPassword(
  request: Request,
  user: SessionUser,
  currentPassword: string,
  newPassword: string,
): Promise<{ headers: Headers } | Refusal> {
  const problem = serverPasswordProblem(newPassword, { email: user.email, role: user.role });
  if (problem) return passwordRefusal("newPassword", PASSWORD_POLICY_MESSAGES[problem]);
  try {
    // Every session ends, this one included: the answer carries the cookie of the new one.
    const { headers } = await getAuth().api.changePassword({
      headers: request.headers,
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      returnHeaders: true,
    });
    return { headers };
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500)
      return passwordRefusal("currentPassword", "Mot de passe actuel incorrect.");
    throw error;
  }
}

export async function signOutOtherDevices(request: Request): Promise<void> {
  await getAuth().api.revokeOtherSessions({ headers: request.headers });
}

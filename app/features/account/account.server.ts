import { isAPIError } from "better-auth/api";
import { getAuth } from "../../lib/auth.server";
import { PASSWORD_POLICY_MESSAGES } from "../../lib/password-policy";
import { serverPasswordProblem } from "../../lib/password-policy.server";
import type { SessionUser } from "../../lib/permissions";

export type AccountOutcome =
  | { ok: true; headers?: Headers }
  | { ok: false; status: number; field?: string; message: string };

export async function renameSelf(request: Request, firstName: string, lastName: string): Promise<AccountOutcome> {
  await getAuth().api.updateUser({
    headers: request.headers,
    body: { name: `${firstName} ${lastName}`, firstName, lastName },
  });
  return { ok: true };
}

/** Changes the signed-in user's password under the full policy; every other session of the account ends. */
export async function changeOwnPassword(
  request: Request,
  user: SessionUser,
  currentPassword: string,
  newPassword: string,
): Promise<AccountOutcome> {
  const problem = serverPasswordProblem(newPassword, { email: user.email, role: user.role });
  if (problem) return { ok: false, status: 400, field: "newPassword", message: PASSWORD_POLICY_MESSAGES[problem] };
  try {
    // Every session ends, this one included: the answer carries the cookie of the new one.
    const { headers } = await getAuth().api.changePassword({
      headers: request.headers,
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500)
      return { ok: false, status: 400, field: "currentPassword", message: "Mot de passe actuel incorrect." };
    throw error;
  }
}

export async function signOutOtherDevices(request: Request): Promise<AccountOutcome> {
  await getAuth().api.revokeOtherSessions({ headers: request.headers });
  return { ok: true };
}

import { isAPIError } from "better-auth/api";
import type { Role } from "../../domain/enums";
import { roleSchema } from "../../domain/role-schema";
import { notifyAdminsOfSignUp } from "../../lib/account-lifecycle.server";
import { getAuth, KNOWN_DEVICE_COOKIE } from "../../lib/auth.server";
import { CLIENT_IP_HEADER } from "../../lib/client-ip";
import { getEnv } from "../../lib/env.server";
import { clientAddress, consumeRateLimit, RATE_LIMITS } from "../../lib/rate-limit.server";
import type { SignInInput, SignUpInput } from "./auth.schema";
import { authErrorMessage } from "./auth-errors";

/** Who has just signed in, as far as where they land depends on it. */
export interface SignedInAccount {
  role: Role;
  pending: boolean;
}

export type AuthOutcome =
  | { ok: true; headers: Headers; account: SignedInAccount }
  | { ok: false; status: number; code: string; message: string };

function failure(status: number, code: string): AuthOutcome {
  return { ok: false, status, code, message: authErrorMessage(code) };
}

function fromError(error: unknown): AuthOutcome {
  if (isAPIError(error)) {
    const body = error.body as { code?: string } | undefined;
    return failure(error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400, body?.code ?? "");
  }
  throw error;
}

/**
 * What Better Auth needs from the caller: its address and user agent, recorded with the session, and its
 * known-device cookie (the sign-in limits count per device). Not its other cookies: the form post already passed
 * React Router's same-origin check, and a stale session cookie must not get in the way.
 */
function forwardedHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of ["user-agent", CLIENT_IP_HEADER]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const device = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.split("=")[0]?.endsWith(`better-auth.${KNOWN_DEVICE_COOKIE}`));
  if (device.length > 0) headers.set("cookie", device.join("; "));
  return headers;
}

/** Signs in with e-mail and password; on success, the headers carry the new session cookie. */
export async function signIn(request: Request, input: SignInInput): Promise<AuthOutcome> {
  // Limits per address and per account: Better Auth's sign-in hook, shared with the HTTP API (auth.server.ts).
  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: forwardedHeaders(request),
      returnHeaders: true,
    });
    const { role, pendingApproval } = response.user;
    return {
      ok: true,
      headers,
      account: { role: roleSchema.catch("employee").parse(role), pending: !!pendingApproval },
    };
  } catch (error) {
    return fromError(error);
  }
}

/**
 * Creates an employee account (never another role: the admin plugin refuses a role in the body) and signs it in.
 * The account waits for an admin's approval (auth.server.ts marks it), and the admins are told by mail.
 */
export async function signUp(request: Request, input: SignUpInput): Promise<AuthOutcome> {
  if (!getEnv().ALLOW_SIGNUP) return failure(403, "SIGN_UP_DISABLED");
  if (!(await consumeRateLimit(`sign-up:${clientAddress(request)}`, RATE_LIMITS.signUp))) {
    return failure(429, "TOO_MANY_REQUESTS");
  }
  try {
    const { headers } = await getAuth().api.signUpEmail({
      body: {
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
      },
      headers: forwardedHeaders(request),
      returnHeaders: true,
    });
    await notifyAdminsOfSignUp(input);
    return { ok: true, headers, account: { role: "employee", pending: true } };
  } catch (error) {
    return fromError(error);
  }
}

export function signUpAllowed(): boolean {
  return getEnv().ALLOW_SIGNUP;
}

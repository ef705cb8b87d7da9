import { data, redirect } from "react-router";
import { getAuth } from "./auth.server";
import { databaseUnavailable } from "./database-unavailable.server";
import { isDatabaseReachable } from "./db.server";
import { type Role, type SessionUser, userHasRole } from "./permissions";

async function readSession(request: Request) {
  try {
    return await getAuth().api.getSession({ headers: request.headers });
  } catch (error) {
    // Better Auth wraps storage failures in its own errors: ask the database itself whether it is gone.
    if (!(await isDatabaseReachable())) databaseUnavailable();
    throw error;
  }
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await readSession(request);
  if (!session) return null;
  const { id, email, firstName, lastName, role } = session.user;
  return { id, email, firstName, lastName, role: role ?? "employee" };
}

/** For loaders: a visitor without a session goes to `redirectTo`. */
export async function requireUser(request: Request, options: { redirectTo?: string } = {}): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(options.redirectTo ?? "/");
  return user;
}

/** For loaders: no session → `signedOutTo` (default /), a wrong role → /. */
export async function requireRole(
  request: Request,
  roles: Role[],
  options: { signedOutTo?: string } = {},
): Promise<SessionUser> {
  const user = await requireUser(request, { redirectTo: options.signedOutTo ?? "/" });
  if (!userHasRole(user, ...roles)) throw redirect("/");
  return user;
}

export interface Refusal {
  ok: false;
  code: string;
  message: string;
}

export function refusal(code: string, message: string, status = 403) {
  return data<Refusal>({ ok: false, code, message }, { status });
}

export const SESSION_EXPIRED = {
  code: "UNAUTHORIZED_USER",
  message: "Session expirée. Veuillez vous reconnecter.",
} as const;

export const ACCESS_DENIED = {
  code: "INSUFFICIENT_PERMISSIONS",
  message: "Accès refusé : Vous n'avez pas les permissions nécessaires.",
} as const;

export type ActionAuthorization =
  | { user: SessionUser; refused?: undefined }
  | { user?: undefined; refused: ReturnType<typeof refusal> };

/**
 * For actions that answer their refusal as data (a toast with JavaScript, a message without): no session →
 * UNAUTHORIZED_USER, a wrong role → `denied`; both 403, before anything is read from the form or changed.
 */
export async function authorizeAction(
  request: Request,
  roles: Role[],
  denied: { code: string; message: string } = ACCESS_DENIED,
): Promise<ActionAuthorization> {
  const user = await getSessionUser(request);
  if (!user) return { refused: refusal(SESSION_EXPIRED.code, SESSION_EXPIRED.message) };
  if (!userHasRole(user, ...roles)) return { refused: refusal(denied.code, denied.message) };
  return { user };
}

/** For actions: refuses with 403 and the given French message, changing nothing. */
export async function requireRoleForAction(
  request: Request,
  roles: Role[],
  denied: { code: string; message: string } = ACCESS_DENIED,
): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user || !userHasRole(user, ...roles)) throw refusal(denied.code, denied.message);
  return user;
}

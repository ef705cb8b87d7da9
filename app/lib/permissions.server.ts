import { redirect } from "react-router";
import { roleSchema } from "../domain/role-schema";
import { ACCOUNT_PENDING, getAuth } from "./auth.server";
import { DatabaseUnavailableError } from "./database-unavailable.server";
import { isDatabaseReachable } from "./db.server";
import { type Denial, type Role, roleDenied, type SessionUser, userHasRole } from "./permissions";
import { noteSignedInUser } from "./request-context.server";
import { failure } from "./result";
import { signInPath } from "./return-path";

// The staff layout and the page it wraps both ask who is signed in: one request reads its session once.
const sessions = new WeakMap<Request, ReturnType<typeof loadSession>>();

function readSession(request: Request) {
  let session = sessions.get(request);
  if (!session) {
    session = loadSession(request);
    sessions.set(request, session);
  }
  return session;
}

async function loadSession(request: Request) {
  try {
    // A session older than its absolute lifetime is deleted before it is read (auth.server.ts).
    return await getAuth().api.getSession({ headers: request.headers });
  } catch (error) {
    // Better Auth wraps storage failures in its own errors: ask the database itself whether it is gone.
    if (!(await isDatabaseReachable())) throw new DatabaseUnavailableError();
    throw error;
  }
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await readSession(request);
  if (!session) return null;
  const { id, email, firstName, lastName, role, pendingApproval } = session.user;
  noteSignedInUser(id);
  // A stored value that is not a role grants no more than the least of them.
  const user: SessionUser = { id, email, firstName, lastName, role: roleSchema.catch("employee").parse(role) };
  return pendingApproval ? { ...user, pending: true } : user;
}

export const SESSION_EXPIRED: Denial = {
  code: "UNAUTHORIZED_USER",
  message: "Session expirée. Veuillez vous reconnecter.",
};

export const APPROVAL_PENDING: Denial = { code: "ACCOUNT_PENDING", message: ACCOUNT_PENDING };

/** Where a signed-in account awaiting approval is sent from every staff page. */
export const PENDING_PAGE = "/pending-approval";

export const ACCESS_DENIED = roleDenied("Accès refusé : Vous n'avez pas les permissions nécessaires.");

/** A page load is answered with a redirect; anything that would change something, with a 403 and a message. */
function isPageLoad(request: Request) {
  return request.method === "GET" || request.method === "HEAD";
}

function deny(request: Request, to: string, denial: Denial): never {
  if (isPageLoad(request)) throw redirect(to);
  throw failure(403, denial.code, denial.message);
}

export interface GuardOptions {
  /** Where a page load without a session goes (/ for most pages, /auth for the schedule screen: docs/architecture.md). */
  signedOutTo?: string;
  /** What an action refused for its role answers. */
  denied?: Denial;
}

/**
 * Loaders: no session → `signedOutTo`. Actions: no session → 403 UNAUTHORIZED_USER, before anything is read from the
 * form or changed. An account awaiting approval is refused the same way, sent to the page that says so.
 */
async function requireSignedIn(request: Request, options: GuardOptions): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) return deny(request, options.signedOutTo ?? "/", SESSION_EXPIRED);
  return user.pending ? deny(request, PENDING_PAGE, APPROVAL_PENDING) : user;
}

/** Where a client contact's pages are: a client reaches no staff page (docs/decisions/062-client-portal.md). */
export const PORTAL_HOME = "/portal";

/** The one question every staff loader and action asks first: a signed-in account of the company's staff. */
export async function requireUser(request: Request, options: GuardOptions = {}): Promise<SessionUser> {
  const user = await requireSignedIn(request, options);
  return user.role === "client" ? deny(request, PORTAL_HOME, options.denied ?? ACCESS_DENIED) : user;
}

/** As requireUser, and a role outside `roles` goes to / (loaders) or gets 403 with `denied` (actions). */
export async function requireUserWithRole(
  request: Request,
  roles: Role[],
  options: GuardOptions = {},
): Promise<SessionUser> {
  const user = await requireSignedIn(request, options);
  if (userHasRole(user, ...roles)) return user;
  return deny(request, user.role === "client" ? PORTAL_HOME : "/", options.denied ?? ACCESS_DENIED);
}

/**
 * The portal's guard: a client contact's account. Loaders: no session → /auth (back here once signed in); a staff
 * account → its own home. Actions: 403.
 */
export async function requireClient(request: Request, denied: Denial = ACCESS_DENIED): Promise<SessionUser> {
  const url = new URL(request.url);
  const user = await requireSignedIn(request, { signedOutTo: signInPath(url.pathname + url.search) });
  return user.role === "client" ? user : deny(request, "/", denied);
}

import { createHash } from "node:crypto";
import { betterAuth, type GenericEndpointContext } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { adminAc, defaultAc } from "better-auth/plugins/admin/access";
import { and, eq, lt } from "drizzle-orm";
import * as schema from "../../db/schema";
import { passwordResetMail, signInFailuresMail } from "../mail/account";
import { firstNameField, lastNameField } from "./account-fields";
import { CLIENT_IP_HEADER } from "./client-ip";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";
import { queueMail } from "./mail.server";
import { PASSWORD_RESET_LIFETIME_S, passwordLinkUrl } from "./password-links.server";
import { PASSWORD_POLICY_MESSAGES } from "./password-policy";
import { serverPasswordProblem } from "./password-policy.server";
import { beginSignInAttempt, type SignInOrigin, signInFailed, signInSucceeded } from "./rate-limit.server";

/**
 * The only Better Auth endpoints reachable over HTTP. The site's own forms call Better Auth on the server
 * (`auth.api.*`, which `disabledPaths` does not affect); these stay for scripts and operators: signing in and out,
 * reading one's own session, and the admin's account creation and listing (admins only).
 */
export const HTTP_AUTH_PATHS = [
  "/sign-in/email",
  "/sign-out",
  "/get-session",
  "/admin/create-user",
  "/admin/list-users",
];

/** Every endpoint Better Auth 1.7 and its admin plugin define (auth-paths.server.test.ts keeps this complete). */
export const KNOWN_AUTH_PATHS = [
  "/account-info",
  "/admin/ban-user",
  "/admin/create-user",
  "/admin/get-user",
  "/admin/has-permission",
  "/admin/impersonate-user",
  "/admin/list-user-sessions",
  "/admin/list-users",
  "/admin/remove-user",
  "/admin/revoke-user-session",
  "/admin/revoke-user-sessions",
  "/admin/set-role",
  "/admin/set-user-password",
  "/admin/stop-impersonating",
  "/admin/unban-user",
  "/admin/update-user",
  "/callback/:id",
  "/change-email",
  "/change-password",
  "/delete-user",
  "/delete-user/callback",
  "/error",
  "/get-access-token",
  "/get-session",
  "/link-social",
  "/list-accounts",
  "/list-sessions",
  "/ok",
  "/refresh-token",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/:token",
  "/revoke-other-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/send-verification-email",
  "/sign-in/email",
  "/sign-in/social",
  "/sign-out",
  "/sign-up/email",
  "/unlink-account",
  "/update-session",
  "/update-user",
  "/verify-email",
  "/verify-password",
];

export const SESSION_IDLE_TIMEOUT_S = 12 * 60 * 60;
export const SESSION_ABSOLUTE_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export const SIGN_IN_THROTTLED = "Trop de tentatives. Veuillez patienter avant de réessayer.";
export const ACCOUNT_DEACTIVATED = "Ce compte est désactivé. Contactez un administrateur.";
export const ACCOUNT_PENDING =
  "Votre compte est en attente : un administrateur doit l'approuver avant que vous puissiez accéder à l'espace du personnel.";

/** Where each endpoint that sets a password finds it, with the e-mail and role it is for. */
function passwordBeingSet(path: string, body: Record<string, unknown> | undefined) {
  if (!body) return null;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  if (path === "/sign-up/email") return { password: text(body.password), email: text(body.email), role: "employee" };
  if (path === "/admin/create-user")
    return { password: text(body.password), email: text(body.email), role: text(body.role) ?? "employee" };
  if (path === "/change-password" || path === "/reset-password" || path === "/admin/set-user-password")
    return { password: text(body.newPassword), email: undefined, role: undefined };
  return null;
}

const enforcePasswordPolicy = createAuthMiddleware(async (ctx) => {
  const candidate = passwordBeingSet(ctx.path, ctx.body);
  if (!candidate || candidate.password === undefined) return;
  const problem = serverPasswordProblem(candidate.password, { email: candidate.email, role: candidate.role });
  if (problem) throw new APIError("BAD_REQUEST", { code: problem, message: PASSWORD_POLICY_MESSAGES[problem] });
});

/**
 * The signed, HttpOnly cookie a browser gets at each successful sign-in: a device id and a short hash of each
 * account (at most 10) signed in from it. Such a device is its own origin for the sign-in limits (ADR 030).
 */
export const KNOWN_DEVICE_COOKIE = "known_device";
const KNOWN_DEVICE_MAX_AGE_S = 400 * 24 * 60 * 60;
const KNOWN_DEVICE_ACCOUNTS = 10;

const accountTag = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 16);

async function knownDevice(ctx: GenericEndpointContext): Promise<{ id: string; accounts: string[] } | null> {
  const { name } = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE);
  const value = await ctx.getSignedCookie(name, ctx.context.secret);
  const [id, accounts = ""] = value ? value.split(":") : [];
  return id ? { id, accounts: accounts.split(",").filter(Boolean) } : null;
}

async function signInKeys(ctx: GenericEndpointContext) {
  const email = typeof ctx.body?.email === "string" ? ctx.body.email : "";
  const device = await knownDevice(ctx);
  const origin: SignInOrigin = device?.accounts.includes(accountTag(email))
    ? { device: device.id }
    : { address: ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown" };
  return { email, origin, device };
}

/** One policy for the sign-in form and the HTTP API: failures per origin, and per account and origin a backoff. */
const throttleSignIn = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-in/email") return;
  const { origin, email } = await signInKeys(ctx);
  if (!(await beginSignInAttempt(origin, email))) {
    throw new APIError("TOO_MANY_REQUESTS", { code: "TOO_MANY_REQUESTS", message: SIGN_IN_THROTTLED });
  }
});

/** Tells the owner, in the outbox like every mail, that sign-ins to the account keep failing. */
async function tellOwnerOfFailures(ctx: GenericEndpointContext, email: string) {
  const found = await ctx.context.internalAdapter.findUserByEmail(email);
  if (!found) return;
  const firstName = (found.user as { firstName?: string }).firstName ?? "";
  await queueMail({
    to: found.user.email,
    ...signInFailuresMail({ firstName, url: `${getEnv().PUBLIC_URL}/auth/forgot-password` }),
  });
}

const recordSignInOutcome = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-in/email") return;
  const { origin, email, device } = await signInKeys(ctx);
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    if (returned.statusCode === 401 && (await signInFailed(email))) await tellOwnerOfFailures(ctx, email);
    return;
  }
  await signInSucceeded(origin, email);
  const tag = accountTag(email);
  const accounts = [tag, ...(device?.accounts ?? []).filter((other) => other !== tag)].slice(0, KNOWN_DEVICE_ACCOUNTS);
  const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, { maxAge: KNOWN_DEVICE_MAX_AGE_S });
  const value = `${device?.id ?? crypto.randomUUID()}:${accounts.join(",")}`;
  await ctx.setSignedCookie(cookie.name, value, ctx.context.secret, cookie.attributes);
});

/**
 * However active, a session ends 7 days after sign-in: on every call, over HTTP or from the site's own code, a session
 * cookie for an older session deletes it first, so the endpoint (and every guard) finds no session.
 */
const endAgedSession = createAuthMiddleware(async (ctx) => {
  if (!ctx.headers) return;
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!token) return;
  const bornBefore = new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS);
  await getDb()
    .delete(schema.session)
    .where(and(eq(schema.session.token, token), lt(schema.session.createdAt, bornBefore)));
});

function createAuth() {
  const env = getEnv();
  return betterAuth({
    appName: "Propreté Île-de-France",
    baseURL: env.PUBLIC_URL,
    secret: env.BETTER_AUTH_SECRET,
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LIFETIME_S,
      // Queued, never sent in the request; a deactivated account gets nothing (and the answer is the same).
      sendResetPassword: async ({ user, token }) => {
        if ((user as { banned?: boolean | null }).banned) return;
        await queueMail({ to: user.email, ...passwordResetMail(passwordLinkUrl(token)) });
      },
      autoSignIn: true,
      disableSignUp: !env.ALLOW_SIGNUP,
    },
    user: {
      additionalFields: {
        // Set at sign-up and creation, both on the server: the HTTP endpoints that could set them are closed.
        firstName: { type: "string", required: true, input: true, validator: { input: firstNameField } },
        lastName: { type: "string", required: true, input: true, validator: { input: lastNameField } },
        pendingApproval: { type: "boolean", required: false, input: false, defaultValue: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // A visitor who signs up waits for an admin's approval; accounts made by an admin or the CLI do not.
          before: async (created, ctx) =>
            ctx?.path === "/sign-up/email" ? { data: { ...created, pendingApproval: true } } : undefined,
        },
      },
    },
    disabledPaths: KNOWN_AUTH_PATHS.filter((path) => !HTTP_AUTH_PATHS.includes(path)),
    // Idle timeout: a session unused for 12 hours ends; each use pushes it back (at most once an hour).
    // The absolute lifetime of 7 days: endAgedSession, before every endpoint.
    session: { expiresIn: SESSION_IDLE_TIMEOUT_S, updateAge: 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      // Sign-in follows the site's own policy (throttleSignIn), shared with the form.
      customRules: { "/sign-in/email": false },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await endAgedSession(ctx);
        await enforcePasswordPolicy(ctx);
        await throttleSignIn(ctx);
      }),
      after: recordSignInOutcome,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      admin({
        defaultRole: "employee",
        adminRoles: ["admin"],
        bannedUserMessage: ACCOUNT_DEACTIVATED,
        roles: {
          admin: adminAc,
          manager: defaultAc.newRole({ user: [], session: [] }),
          employee: defaultAc.newRole({ user: [], session: [] }),
          client: defaultAc.newRole({ user: [], session: [] }),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const holder = globalThis as typeof globalThis & { __auth?: Auth };

export function getAuth(): Auth {
  holder.__auth ??= createAuth();
  return holder.__auth;
}

/** Forgets the instance so that a new database connection (tests, restarts) gets a fresh one. */
export function resetAuth() {
  holder.__auth = undefined;
}

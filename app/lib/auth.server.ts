import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { adminAc, defaultAc } from "better-auth/plugins/admin/access";
import * as schema from "../../db/schema";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";

/** Header the HTTP server sets from the socket (or the trusted proxy) address; any client-sent value is replaced. */
export const CLIENT_IP_HEADER = "x-client-ip";

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
      autoSignIn: true,
      disableSignUp: !env.ALLOW_SIGNUP,
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: true, input: true },
        lastName: { type: "string", required: true, input: true },
      },
    },
    // The admin plugin's mutations would bypass the rules our actions enforce (another admin's role, deleting an
    // admin or oneself): only creating and reading users stay reachable over HTTP.
    disabledPaths: [
      "/admin/set-role",
      "/admin/update-user",
      "/admin/remove-user",
      "/admin/set-user-password",
      "/admin/ban-user",
      "/admin/unban-user",
      "/admin/impersonate-user",
      "/admin/stop-impersonating",
      "/admin/revoke-user-session",
      "/admin/revoke-user-sessions",
    ],
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      admin({
        defaultRole: "employee",
        adminRoles: ["admin"],
        roles: {
          admin: adminAc,
          manager: defaultAc.newRole({ user: ["list"], session: [] }),
          employee: defaultAc.newRole({ user: [], session: [] }),
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

import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { type LoginOptions, newStaffIdentity, type StaffIdentity } from "../support/staff-identity";
import { E2E_ORIGIN } from "./accounts";
import { uniqueClientAddress } from "./client-address";

export interface StaffAccount extends StaffIdentity {
  id: string;
}

/** Where a session lands: a page and its browser context share their cookies with their `request`. */
export type SessionTarget = Page | BrowserContext | APIRequestContext;

// The server holds its database's lock (docs/decisions/012-e2e-sessions-over-http.md): accounts are made through
// Better Auth's admin API and sessions through its sign-in endpoint. Each call comes from an address of its own, so
// that set-up requests never count against the rate limits a test exercises.
async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, {
    data,
    headers: { Origin: E2E_ORIGIN, "X-Forwarded-For": uniqueClientAddress() },
  });
  if (!response.ok()) throw new Error(`${path} : ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Signs the target in with an account's e-mail and password. */
export async function signIn(target: SessionTarget, account: { email: string; password: string }) {
  const request = "request" in target ? target.request : target;
  await post(request, "/api/auth/sign-in/email", { email: account.email, password: account.password });
}

/** Creates an account through the admin API; `admin` is a request context signed in as an admin. */
export async function createAccount(admin: APIRequestContext, options: LoginOptions): Promise<StaffAccount> {
  const identity = newStaffIdentity(options);
  const created = await post(admin, "/api/auth/admin/create-user", {
    email: identity.email,
    password: identity.password,
    name: identity.name,
    role: identity.role,
    data: { firstName: identity.firstName, lastName: identity.lastName },
  });
  return { ...identity, id: created.user.id };
}

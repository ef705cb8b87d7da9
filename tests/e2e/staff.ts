import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { Role } from "../../app/lib/permissions";
import { E2E_ADMIN } from "./accounts";

export interface StaffAccount {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
}

async function post(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: { Origin: baseURL } });
  if (!response.ok()) throw new Error(`${path} : ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Creates a staff account through Better Auth's admin API, signed in as the e2e admin in a throwaway context. */
export async function createStaffAccount(
  request: APIRequestContext,
  baseURL: string,
  role: Role,
  names: { firstName?: string; lastName?: string } = {},
): Promise<StaffAccount> {
  const suffix = randomBytes(4).toString("hex");
  const account = {
    email: `${role}-${suffix}@e2e.example.fr`,
    password: `motdepasse-${suffix}`,
    firstName: names.firstName ?? `Prénom${suffix}`,
    lastName: names.lastName ?? `Nom${suffix}`,
    role,
  };
  await post(request, baseURL, "/api/auth/sign-in/email", E2E_ADMIN);
  const created = await post(request, baseURL, "/api/auth/admin/create-user", {
    email: account.email,
    password: account.password,
    name: `${account.firstName} ${account.lastName}`,
    role,
    data: { firstName: account.firstName, lastName: account.lastName },
  });
  return { ...account, id: created.user.id };
}

/** Signs the page's browser context in (the session cookie is shared with the page). */
export async function signIn(page: Page, baseURL: string, account: { email: string; password: string }) {
  await post(page.request, baseURL, "/api/auth/sign-in/email", { email: account.email, password: account.password });
}

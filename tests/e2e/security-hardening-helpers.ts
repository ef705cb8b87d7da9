import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { E2E_ORIGIN } from "./accounts";
import { uniqueClientAddress } from "./client-address";
import { test as base, expect } from "./fixtures";

type Playwright = PlaywrightWorkerArgs["playwright"];

/** A request context from an address of its own, sending the site's Origin; signed in when an account is given. */
export async function context(playwright: Playwright, account?: { email: string; password: string }) {
  const ctx = await playwright.request.newContext({
    baseURL: E2E_ORIGIN,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress(), Origin: E2E_ORIGIN },
  });
  if (account) expect((await ctx.post("/api/auth/sign-in/email", { data: account })).status()).toBe(200);
  return ctx;
}

/** The user of the context's session, if it still has one. */
export async function sessionUser(ctx: APIRequestContext) {
  return ((await (await ctx.get("/api/auth/get-session")).json()) as { user: { firstName: string } } | null)?.user;
}

/** The specs' test, with `api(account?)`: contexts made by `context`, each disposed once the test ends. */
export const test = base.extend<{ api: (account?: { email: string; password: string }) => Promise<APIRequestContext> }>(
  {
    api: async ({ playwright }, use) => {
      const opened: APIRequestContext[] = [];
      await use(async (account) => {
        const ctx = await context(playwright, account);
        opened.push(ctx);
        return ctx;
      });
      await Promise.all(opened.map((ctx) => ctx.dispose()));
    },
  },
);

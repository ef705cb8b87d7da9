import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import type { LoginOptions } from "../support/staff-identity";
import { E2E_ADMIN, E2E_ORIGIN } from "./accounts";
import { uniqueClientAddress } from "./client-address";
import { createAccount, type SessionTarget, type StaffAccount, signIn } from "./login";

interface TestFixtures {
  clientAddress: string;
  expectedErrorStatuses: number[];
  /** A page of a fresh browser context (JavaScript on, an address of its own) signed in as a new account. */
  staffPage: (role: LoginOptions["role"]) => Promise<{ page: Page; context: BrowserContext; account: StaffAccount }>;
  /**
   * A request context from an address of its own, sending the site's Origin, signed in when an account is given;
   * disposed once the test ends.
   */
  api: (account?: { email: string; password: string }) => Promise<APIRequestContext>;
  openAs: OpenAs;
}

/** Signs the test's page in as a new account (or the one given) and opens the path with `visit`. */
export type OpenAs = (who: LoginOptions | StaffAccount, path: string) => Promise<StaffAccount>;

export interface AccountFixtures {
  /** A new account of that role, not signed in anywhere. */
  newAccount: (options: LoginOptions) => Promise<StaffAccount>;
  /** Signs the target (a page, a browser context or a request context) in as a new account, or as the one given. */
  login: (who: LoginOptions | StaffAccount, target: SessionTarget) => Promise<StaffAccount>;
}

export const test = base.extend<TestFixtures, AccountFixtures & { adminRequest: APIRequestContext }>({
  // Signed in as the server's admin, once per worker: the accounts tests need are made through it.
  adminRequest: [
    async ({ playwright }, use) => {
      const admin = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
      await signIn(admin, E2E_ADMIN);
      await use(admin);
      await admin.dispose();
    },
    { scope: "worker" },
  ],
  newAccount: [
    async ({ adminRequest }, use) => {
      await use((options) => createAccount(adminRequest, options));
    },
    { scope: "worker" },
  ],
  login: [
    async ({ newAccount }, use) => {
      await use(async (who, target) => {
        const account = "id" in who ? who : await newAccount(who);
        await signIn(target, account);
        return account;
      });
    },
    { scope: "worker" },
  ],
  staffPage: async ({ browser, login }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (role) => {
      const context = await browser.newContext({
        baseURL: E2E_ORIGIN,
        locale: "fr-FR",
        javaScriptEnabled: true,
        extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() },
      });
      contexts.push(context);
      const account = await login({ role }, context);
      return { page: await context.newPage(), context, account };
    });
    for (const context of contexts) await context.close();
  },
  openAs: async ({ page, login }, use) => {
    await use(async (who, path) => {
      const account = await login(who, page);
      await visit(page, path);
      return account;
    });
  },
  api: async ({ playwright }, use) => {
    const opened: APIRequestContext[] = [];
    await use(async (account) => {
      const ctx = await playwright.request.newContext({
        baseURL: E2E_ORIGIN,
        extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress(), Origin: E2E_ORIGIN },
      });
      opened.push(ctx);
      if (account) await signIn(ctx, account);
      return ctx;
    });
    await Promise.all(opened.map((ctx) => ctx.dispose()));
  },
  /** HTTP statuses a test provokes on purpose (a refused action answers 403): the browser logs them as errors. */
  expectedErrorStatuses: [[], { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  clientAddress: async ({}, use) => {
    await use(uniqueClientAddress());
  },
  context: async ({ context, clientAddress }, use) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress });
    await use(context);
  },
  page: async ({ page, expectedErrorStatuses }, use) => {
    // A script error or a Content Security Policy violation fails the test.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // The browser logs the status of a document that answers 404 on purpose; that is not an error of the page.
      const isDocumentStatus =
        message.text().startsWith("Failed to load resource") && message.location().url === page.url();
      const isExpectedStatus = expectedErrorStatuses.some((status) =>
        message.text().startsWith(`Failed to load resource: the server responded with a status of ${status} `),
      );
      if (!isDocumentStatus && !isExpectedStatus) errors.push(message.text());
    });
    await use(page);
    expect(errors, "erreurs dans la console du navigateur").toEqual([]);
  },
});

export { expect };

/** Fails with the list of axe violations (WCAG 2.1 A and AA) of the page as it is now. */
export async function expectAccessible(page: Page) {
  // Colours are checked as they end up, not halfway through a fade (a dialog, a menu or a toast coming in): the
  // running finite animations are waited for, which a loaded machine stretches.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) => animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(violations, `violations axe sur ${page.url()}`).toEqual([]);
}

/**
 * Runs axe once toasts are gone: sonner's coloured toasts fail its contrast check (reported to the foundation), and
 * any toast does while it fades in. They are closed rather than waited out: sonner pauses every toast's timer while
 * the pointer is over the list, and when the pointer leaves just after a click on another toast's close button, it can
 * go on believing it is there, so two toasts left behind never close on their own.
 */
export async function expectAccessibleWithoutToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  for (const close of await toasts.getByRole("button", { name: "Close toast" }).all()) {
    // A toast may close on its own meanwhile: its button is then gone, which is what this waits for anyway.
    await close.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

/**
 * A visitor's page that loads the framework hydrates only once it has loaded
 * (docs/decisions/028-marketing-pages-without-framework-js.md): waits until React has taken over its last element, so
 * that what the test does next meets the hydrated page rather than the native forms. Fails on a page that does not
 * hydrate.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    // Null while a navigation's new document has not parsed its body yet.
    const last = document.querySelector("footer") ?? document.body;
    return last !== null && Object.keys(last).some((key) => key.startsWith("__reactProps$"));
  });
}

/** Whether the page loads the framework: its context script runs at once, before the framework itself. */
const loadsFramework = (page: Page) => page.evaluate(() => "__reactRouterContext" in window);

/**
 * Opens a page from the server, checks its status, waits for it to hydrate where it does, and runs axe on it. A path
 * that is the current page's but for its #anchor would only scroll: it is reloaded, as a link opened from a mail is.
 */
export async function visit(page: Page, path: string, options: { status?: number } = {}) {
  const response = (await page.goto(path)) ?? (await page.reload());
  expect(response?.status(), `statut de ${path}`).toBe(options.status ?? 200);
  if (await loadsFramework(page)) await waitForHydration(page);
  await expectAccessible(page);
  return response;
}

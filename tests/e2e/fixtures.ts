import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** A client address of the documentation range, unique per test, sent through the trusted proxy header. */
export function uniqueClientAddress(): string {
  const part = () => randomBytes(2).toString("hex");
  return `2001:db8:${part()}:${part()}::${part()}`;
}

export const test = base.extend<{ clientAddress: string; expectedErrorStatuses: number[] }>({
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
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(violations, `violations axe sur ${page.url()}`).toEqual([]);
}

/** Opens a page, checks its status, and runs axe on it. */
export async function visit(page: Page, path: string, options: { status?: number } = {}) {
  const response = await page.goto(path);
  expect(response?.status(), `statut de ${path}`).toBe(options.status ?? 200);
  await expectAccessible(page);
  return response;
}

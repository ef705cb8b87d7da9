import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, visit } from "./fixtures";

export const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

/** The quote wizard's last step, posted whole: a valid request, with `fields` in place of any of its values. */
export function quoteSubmission(fields: Record<string, string>): Record<string, string> {
  return {
    intent: "submit",
    name: "Inès Martin",
    company: "Pharmacie de la Roquette",
    email: "ines.martin@exemple.fr",
    phone: "01 43 00 00 00",
    address: "12 rue de la Roquette",
    city: "Paris",
    zipCode: "75011",
    serviceType: "bureaux",
    propertyType: "bureau",
    area: "250 m²",
    frequency: "hebdomadaire",
    ...fields,
  };
}

/** Fills each text box named by its label with the value given for it. */
export async function fillByLabel(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
}

/** Chooses in each list named by its label the option of the value given for it. */
export async function selectByLabel(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).selectOption(value);
}

export async function fillContactForm(
  page: Page,
  values: { name: string; email?: string; phone?: string; subject?: string; message?: string },
) {
  await page.getByLabel("Nom complet").fill(values.name);
  await page.getByLabel("Adresse e-mail").fill(values.email ?? "visiteur@exemple.fr");
  await page.getByLabel("Téléphone").fill(values.phone ?? "06 12 34 56 78");
  await page.getByLabel("Sujet").selectOption(values.subject ?? "info");
  await page
    .getByRole("textbox", { name: "Message", exact: true })
    .fill(values.message ?? "Bonjour, pouvez-vous me rappeler ?");
}

/** Opens the inbox filtered by type and returns the rows whose text holds `text`. */
export async function inboxRowsWith(page: Page, type: string, text: string) {
  await visit(page, `/admin/inbox?type=${type}`);
  await expect(page.getByRole("heading", { level: 1, name: "Demandes reçues" })).toBeVisible();
  return page.getByRole("row").filter({ hasText: text });
}

/**
 * axe needs scripts, which a page opened with JavaScript disabled cannot run: the page's HTML, without its scripts, is
 * checked in a second page of the same origin (so that its stylesheets load) with JavaScript on.
 */
export async function expectAccessibleWithoutJs(page: Page, browser: Browser) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: true });
  const checker = await context.newPage();
  await checker.goto("/robots.txt");
  await checker.setContent(html, { waitUntil: "load" });
  await expectAccessible(checker);
  await context.close();
}

/** Opens a page with JavaScript disabled, checks its status, and checks it with axe. */
export async function visitWithoutJs(page: Page, browser: Browser, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `statut de ${path}`).toBe(200);
  await expectAccessibleWithoutJs(page, browser);
}

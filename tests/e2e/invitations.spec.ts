import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { E2E_ORIGIN } from "./accounts";
import { uniqueClientAddress } from "./client-address";
import { type AccountFixtures, expect, expectAccessible, test, visit } from "./fixtures";
import { passwordLinkIn, waitForMail } from "./mailbox";

// Each test waits for the mail job to deliver one or two mails to the SMTP sink.
test.describe.configure({ timeout: 90_000 });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Signs the page in as a new admin, who invites a new address starting with `prefix`; answers the address. */
async function adminInvites(page: Page, login: AccountFixtures["login"], prefix: string) {
  await login({ role: "admin" }, page);
  const email = `${prefix}-${randomBytes(4).toString("hex")}@e2e.example.fr`;
  await visit(page, "/admin/users");
  await page.getByRole("button", { name: "Créer un utilisateur" }).click();
  const dialog = page.getByRole("dialog", { name: "Créer un utilisateur" });
  await dialog.getByLabel("Prénom").fill("Nadia");
  await dialog.getByRole("textbox", { name: "Nom", exact: true }).fill("Benali");
  await dialog.getByLabel("Email").fill(email);
  await expect(dialog.getByLabel("Mot de passe")).toBeVisible();
  await dialog.getByLabel("Envoyer une invitation").check();
  await expect(dialog.getByLabel("Mot de passe")).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Créer", exact: true }).click();
  await expect(toast(page, "Utilisateur créé")).toBeVisible();
  await expect(dialog).toBeHidden();
  return email;
}

/** The invitee, in a browser of their own, chooses a password from a link and signs in with it. */
async function accept(browser: import("@playwright/test").Browser, link: string, email: string) {
  const context = await browser.newContext({
    baseURL: E2E_ORIGIN,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() },
  });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choisissez votre mot de passe" })).toBeVisible();
  await expectAccessible(page);
  const password = `Bienvenue-${randomBytes(4).toString("hex")}`;
  await page.getByRole("textbox", { name: "Nouveau mot de passe", exact: true }).fill(password);
  await page.getByRole("textbox", { name: "Confirmer le mot de passe", exact: true }).fill(password);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Mot de passe enregistré")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Mot de passe", exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  // An employee lands on their week.
  await expect(page).toHaveURL(/\/my-schedule$/);
  await expect(page.getByRole("banner").getByText("Employé").first()).toBeVisible();
  await context.close();
}

test("an admin invites without a password; the invitee sets one from the mail and signs in", async ({
  page,
  login,
  browser,
}) => {
  const email = await adminInvites(page, login, "invite");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Invitation en attente")).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe("Votre compte Clarté Propreté vous attend");
  await accept(browser, passwordLinkIn(mail), email);

  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: email }).getByText("Invitation en attente")).toHaveCount(0);
});

test("a re-sent invitation makes the old link a refused, expired one; the new link works", async ({
  page,
  login,
  browser,
}) => {
  const email = await adminInvites(page, login, "renvoi");
  const first = passwordLinkIn(await waitForMail(email));
  await page
    .getByRole("row")
    .filter({ hasText: email })
    .getByRole("button", { name: /Renvoyer l'invitation/ })
    .click();
  await expect(toast(page, "Invitation renvoyée")).toBeVisible();
  const second = passwordLinkIn(await waitForMail(email, 2));
  expect(second).not.toBe(first);

  await visit(page, first);
  await expect(page.getByRole("heading", { name: "Lien expiré" })).toBeVisible();
  await expect(page.getByText("Ce lien a expiré ou a déjà été utilisé.")).toBeVisible();
  await accept(browser, second, email);
});

test("only admins re-send an invitation or a failed mail (403 for a manager, checked on the server)", async ({
  playwright,
  login,
}) => {
  const manager = await playwright.request.newContext({
    baseURL: E2E_ORIGIN,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress(), Origin: E2E_ORIGIN },
  });
  await login({ role: "manager" }, manager);
  const invitation = await manager.post("/admin/users.data?intent=invitation", { form: { userId: "x" } });
  expect(invitation.status()).toBe(403);
  const mail = await manager.post("/admin/mail.data?intent=resend", {
    form: { mailId: "00000000-0000-4000-8000-000000000000" },
  });
  expect(mail.status()).toBe(403);
  await manager.dispose();
});

import { randomBytes } from "node:crypto";
import { E2E_ORIGIN } from "./accounts";
import { uniqueClientAddress } from "./client-address";
import { expect, expectAccessible, test, visit } from "./fixtures";
import { mailsTo, passwordLinkIn, waitForMail } from "./mailbox";

// A refused link or a wrong password answers 400 or 401, which the browser logs.
test.use({ expectedErrorStatuses: [400, 401] });
// Each test waits for the mail job to deliver one or two mails to the SMTP sink.
test.describe.configure({ timeout: 90_000 });

const REQUESTED = "Si un compte existe pour cette adresse, vous recevrez un e-mail";

test("a forgotten password is reset from the link in the mail, then the new one signs in and the link is spent", async ({
  page,
  newAccount,
}) => {
  const employee = await newAccount({ role: "employee" });
  await visit(page, "/auth");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page.getByRole("heading", { name: "Mot de passe oublié" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Email").fill(employee.email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByRole("status").filter({ hasText: REQUESTED })).toBeVisible();

  const mail = await waitForMail(employee.email);
  expect(mail.subject).toBe("Réinitialisation de votre mot de passe Clarté Propreté");
  const link = passwordLinkIn(mail);
  await visit(page, link);
  await expect(page.getByRole("heading", { name: "Nouveau mot de passe" })).toBeVisible();
  const fresh = `Nouveau-${randomBytes(4).toString("hex")}-Mdp`;
  await page.getByRole("textbox", { name: "Nouveau mot de passe", exact: true }).fill(fresh);
  await page.getByRole("textbox", { name: "Confirmer le mot de passe", exact: true }).fill(`${fresh}x`);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
  await page.getByRole("textbox", { name: "Confirmer le mot de passe", exact: true }).fill(fresh);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Mot de passe enregistré")).toBeVisible();
  await page.getByLabel("Email").fill(employee.email);
  await page.getByRole("textbox", { name: "Mot de passe", exact: true }).fill(employee.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Email ou mot de passe incorrect." })).toBeVisible();
  await page.getByRole("textbox", { name: "Mot de passe", exact: true }).fill(fresh);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/my-schedule$/);
  await expect(page.getByRole("banner").getByText("Employé").first()).toBeVisible();

  await visit(page, link);
  await expect(page.getByText("Ce lien a expiré ou a déjà été utilisé.")).toBeVisible();
  await page.getByRole("link", { name: "Demander un nouveau lien" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});

test("an unknown address gets the same answer and no mail, without JavaScript too", async ({ browser, newAccount }) => {
  const context = await browser.newContext({
    baseURL: E2E_ORIGIN,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() },
  });
  const page = await context.newPage();
  const nobody = `personne-${randomBytes(4).toString("hex")}@e2e.example.fr`;
  const employee = await newAccount({ role: "employee" });
  const ask = async (email: string) => {
    await page.goto("/auth/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(page.getByRole("status").filter({ hasText: REQUESTED })).toBeVisible();
  };
  await ask(nobody);
  // The mail job sends in the order mails were queued: once the link asked for next reaches an existing account, a
  // mail to the unknown address would have arrived before it.
  await ask(employee.email);
  await waitForMail(employee.email);
  expect(mailsTo(nobody)).toEqual([]);
  await context.close();
});

test("a forged link gets the French page and a way to ask for a new one", async ({ page }) => {
  await visit(page, "/auth/reset-password?token=forge-de-toutes-pieces");
  await expect(page.getByRole("heading", { name: "Lien expiré" })).toBeVisible();
  await expect(page.getByText("Ce lien a expiré ou a déjà été utilisé.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Demander un nouveau lien" })).toBeVisible();
});

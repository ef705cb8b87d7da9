import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "./accounts";
import { expect, expectAccessible, test, visit } from "./fixtures";
import { mailsTo, waitForMail } from "./mailbox";

const unique = () => randomBytes(4).toString("hex");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a visitor signs up, waits for approval, and reaches /my-schedule once an admin approves", async ({
  page,
  staffPage,
}) => {
  // Two sessions and three mails to wait for.
  test.slow();
  const email = `inscrit-${unique()}@e2e.example.fr`;
  await visit(page, "/auth?mode=inscription");
  await page.getByLabel("Prénom").fill("Yanis");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Attente");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill("motdepasse-attente");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(toast(page, "Compte créé")).toContainText("Un administrateur doit approuver votre compte");
  await expect(page.getByRole("banner").getByRole("link", { name: "Mon planning" })).toHaveCount(0);

  await page.goto("/my-schedule");
  await expect(page).toHaveURL(/\/pending-approval$/);
  await expect(page.getByRole("heading", { name: "Compte en attente" })).toBeVisible();
  await expect(page.getByText("un administrateur doit l'approuver")).toBeVisible();
  await expectAccessible(page);

  // Every active admin is told; the fixed admin of the suite is one of them.
  await expect
    .poll(() => mailsTo(E2E_ADMIN.email).some((mail) => mail.body.includes(email)), { timeout: 20_000 })
    .toBe(true);

  const admin = await staffPage("admin");
  await visit(admin.page, "/admin/users");
  const pending = admin.page.getByRole("region", { name: "Comptes en attente" });
  await expect(pending.getByRole("row").filter({ hasText: email })).toContainText("Yanis Attente");
  await expect(admin.page.getByRole("table", { name: "Utilisateurs et leurs rôles" })).not.toContainText(email);
  await pending.getByRole("button", { name: "Approuver le compte de Yanis Attente" }).click();
  await expect(toast(admin.page, "Compte approuvé")).toBeVisible();
  await expect(admin.page.getByRole("table", { name: "Utilisateurs et leurs rôles" })).toContainText(email);
  expect((await waitForMail(email)).subject).toBe("Votre compte Clarté Propreté est approuvé");

  await page.goto("/my-schedule");
  await expect(page).toHaveURL(/\/my-schedule$/);
  await expect(page.getByRole("heading", { name: "Mon planning", level: 1 })).toBeVisible();
});

test("creating an admin asks for confirmation first; the account is then mailed where to sign in, without its password", async ({
  page,
  openAs,
}) => {
  await openAs({ role: "admin" }, "/admin/users");
  const email = `nouvel-admin-${unique()}@e2e.example.fr`;
  const password = `admin-solide-${unique()}`;
  await page.getByRole("button", { name: "Créer un utilisateur" }).click();
  const form = page.getByRole("dialog", { name: "Créer un utilisateur" });
  await form.getByLabel("Prénom").fill("Agnès");
  await form.getByRole("textbox", { name: "Nom", exact: true }).fill("Chef");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Mot de passe").fill(password);
  await form.getByLabel("Rôle").selectOption("admin");
  await form.getByRole("button", { name: "Créer", exact: true }).click();

  const confirmation = page.getByRole("dialog", { name: "Confirmer la création d'un administrateur" });
  await expect(confirmation).toContainText("Créer le compte de Agnès Chef avec le rôle Administrateur ?");
  await confirmation.getByRole("button", { name: "Annuler" }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);

  await form.getByRole("button", { name: "Créer", exact: true }).click();
  await confirmation.getByRole("button", { name: "Confirmer" }).click();
  await expect(toast(page, "Utilisateur créé")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Administrateur");

  const welcome = await waitForMail(email);
  expect(welcome.subject).toBe("Votre compte Clarté Propreté est prêt");
  expect(welcome.body).toContain("/auth");
  expect(welcome.body).not.toContain(password);
});

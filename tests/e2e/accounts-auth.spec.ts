import { randomBytes } from "node:crypto";
import { expect, test, visit } from "./fixtures";

// Refusals answer 400 (invalid form), 401 (wrong password), 422 (existing e-mail), which the browser logs.
test.use({ expectedErrorStatuses: [400, 401, 422] });

const unique = () => randomBytes(4).toString("hex");

test("a visitor signs up, lands on / signed in as Employé awaiting approval, and signs out", async ({ page }) => {
  await visit(page, "/auth");
  await page.getByRole("link", { name: "Inscription" }).click();
  await expect(page.getByRole("heading", { name: "Créer un compte" })).toBeVisible();
  await page.getByLabel("Prénom").fill("Camille");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Durand");
  await page.getByLabel("Email").fill(`camille-${unique()}@e2e.example.fr`);
  await page.getByLabel("Mot de passe").fill("motdepasse");
  await page.getByRole("button", { name: "Créer mon compte" }).click();

  await expect(page.getByText("Compte créé")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Employé").first()).toBeVisible();
  // Until an admin approves the account, no staff page is offered (accounts-approval.spec.ts).
  await expect(banner.getByRole("link", { name: "Mon planning" })).toHaveCount(0);

  await banner.getByText("Employé").first().click();
  await banner.getByRole("button", { name: "Déconnexion" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole("link", { name: "Connexion" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Mon planning" })).toHaveCount(0);
});

test("sign-up explains a short password and an existing e-mail in French", async ({ page, newAccount }) => {
  const existing = await newAccount({ role: "employee" });
  await visit(page, "/auth?mode=inscription");
  await page.getByLabel("Prénom").fill("Camille");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Durand");
  await page.getByLabel("Email").fill(existing.email);
  await page.getByLabel("Mot de passe").fill("12345");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Le mot de passe doit contenir au moins 6 caractères").first()).toBeVisible();

  await page.getByLabel("Mot de passe").fill("motdepasse");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Un utilisateur avec cet email existe déjà." })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=inscription$/);
});

test("sign-in refuses a wrong password, then lands a manager on /admin", async ({ page, newAccount }) => {
  const manager = await newAccount({ role: "manager" });
  await visit(page, "/auth");
  await page.getByLabel("Email").fill(manager.email);
  await page.getByLabel("Mot de passe").fill("pas-le-bon");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Email ou mot de passe incorrect." })).toBeVisible();

  await page.getByLabel("Mot de passe").fill(manager.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  // A manager lands on the staff home, and /auth leads back there once signed in.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("banner").getByText("Manager").first()).toBeVisible();
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/admin$/);
});

test("the session cookie is HttpOnly and SameSite=Lax", async ({ page, login }) => {
  await login({ role: "employee" }, page);
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith("better-auth.session_token"));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // axe runs as a script in the page, so these tests check only what the page does; the JS tests run axe on /auth.
  test("sign-in shows the French error, then signs in and signs out", async ({ page, newAccount }) => {
    const employee = await newAccount({ role: "employee" });
    expect((await page.goto("/auth"))?.status()).toBe(200);
    await page.getByLabel("Email").fill(employee.email);
    await page.getByLabel("Mot de passe").fill("pas-le-bon");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email ou mot de passe incorrect.");
    await expect(page.getByLabel("Email")).toHaveValue(employee.email);

    await page.getByLabel("Mot de passe").fill(employee.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/my-schedule$/);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Mon planning" })).toBeVisible();

    await banner.getByText("Employé").first().click();
    await banner.getByRole("button", { name: "Déconnexion" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner.getByRole("link", { name: "Connexion" })).toBeVisible();
  });

  test("sign-up creates the account and lands on / signed in, awaiting approval", async ({ page }) => {
    expect((await page.goto("/auth?mode=inscription"))?.status()).toBe(200);
    await page.getByLabel("Prénom").fill("Noé");
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Lambert");
    await page.getByLabel("Email").fill(`noe-${unique()}@e2e.example.fr`);
    await page.getByLabel("Mot de passe").fill("motdepasse");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toHaveCount(0);
    await page.goto("/my-schedule");
    await expect(page).toHaveURL(/\/pending-approval$/);
    await expect(page.getByText("un administrateur doit l'approuver")).toBeVisible();
  });
});

import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

// Refused actions answer 403 (another admin's role) and 409 (an e-mail already used), which the browser logs.
test.use({ expectedErrorStatuses: [403, 404, 409] });

const unique = () => randomBytes(4).toString("hex");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function fillCreateForm(
  page: Page,
  values: { firstName: string; lastName: string; email: string; password: string },
) {
  const dialog = page.getByRole("dialog", { name: "Créer un utilisateur" });
  await dialog.getByLabel("Prénom").fill(values.firstName);
  await dialog.getByRole("textbox", { name: "Nom", exact: true }).fill(values.lastName);
  await dialog.getByLabel("Email").fill(values.email);
  await dialog.getByLabel("Mot de passe").fill(values.password);
  return dialog;
}

test("the admin creates a user: each validation message, success, then a duplicate e-mail", async ({
  page,
  openAs,
}) => {
  await openAs({ role: "admin" }, "/admin/users");
  await page.getByRole("button", { name: "Créer un utilisateur" }).click();
  const dialog = page.getByRole("dialog", { name: "Créer un utilisateur" });
  await expect(dialog.getByLabel("Rôle")).toHaveValue("employee");
  await expectAccessible(page);

  await dialog.getByRole("button", { name: "Créer", exact: true }).click();
  const empty = toast(page, "Erreur de validation");
  for (const message of [
    "Le prénom est requis",
    "Le nom est requis",
    "L'email est requis",
    "Le mot de passe est requis",
  ]) {
    await expect(empty).toContainText(message);
  }
  await fillCreateForm(page, { firstName: "Zoé", lastName: "Garnier", email: "zoe@", password: "12345" });
  await dialog.getByRole("button", { name: "Créer", exact: true }).click();
  const malformed = toast(page, "Le format de l'email n'est pas valide");
  await expect(malformed).toContainText("Le mot de passe doit contenir au moins 6 caractères");

  const email = `zoe-${unique()}@e2e.example.fr`;
  await fillCreateForm(page, { firstName: "Zoé", lastName: "Garnier", email, password: "motdepasse" });
  await dialog.getByLabel("Rôle").selectOption("manager");
  await dialog.getByRole("button", { name: "Créer", exact: true }).click();
  await expect(toast(page, "Utilisateur créé")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Zoé Garnier");
  await expect(row).toContainText("Manager");

  await page.getByRole("button", { name: "Créer un utilisateur" }).click();
  await expect(dialog.getByLabel("Prénom")).toHaveValue("");
  await expect(dialog.getByLabel("Rôle")).toHaveValue("employee");
  await fillCreateForm(page, { firstName: "Autre", lastName: "Zoé", email, password: "motdepasse" });
  await dialog.getByRole("button", { name: "Créer", exact: true }).click();
  await expect(toast(page, "Un utilisateur avec cet email existe déjà.")).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Annuler" }).click();
  await page.getByRole("button", { name: "Créer un utilisateur" }).click();
  await expect(dialog.getByLabel("Email")).toHaveValue("");
});

test("the admin changes a role, and is refused on another admin's", async ({ page, newAccount, openAs }) => {
  const employee = await newAccount({ role: "employee" });
  const otherAdmin = await newAccount({ role: "admin" });
  await openAs({ role: "admin" }, "/admin/users");

  const employeeName = employee.name;
  await page.getByLabel(`Rôle de ${employeeName}`).selectOption("manager");
  await expect(toast(page, "Rôle mis à jour")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: employee.email })).toContainText("Manager");
  await page.reload();
  await expect(page.getByLabel(`Rôle de ${employeeName}`)).toHaveValue("manager");
  // The next change is sent by the hydrated page: one made before would be the browser's alone.
  await waitForHydration(page);

  const adminSelect = page.getByLabel(`Rôle de ${otherAdmin.name}`);
  await adminSelect.selectOption("employee");
  await expect(
    toast(page, "Rôle non modifiable : Impossible de modifier le rôle d'un autre administrateur."),
  ).toBeVisible();
  await expect(adminSelect).toHaveValue("admin");
  await page.reload();
  await expect(adminSelect).toHaveValue("admin");
});

test("a manager sees the employees list without any button", async ({ page, openAs }) => {
  const manager = await openAs({ role: "manager" }, "/employees");
  await expect(page.getByRole("row").filter({ hasText: manager.email })).toContainText("Manager");
  const main = page.getByRole("main");
  await expect(main.getByRole("button")).toHaveCount(0);
  await expect(main.getByRole("columnheader", { name: "Actions" })).toHaveCount(0);
});

test("the admin edits then deletes an employee", async ({ page, newAccount, openAs }) => {
  const employee = await newAccount({ role: "employee" });
  await openAs({ role: "admin" }, "/employees");

  await page.getByRole("button", { name: `Modifier ${employee.name}` }).click();
  const edit = page.getByRole("dialog");
  await expect(edit.getByLabel("Email")).toHaveValue(employee.email);
  const newEmail = `renomme-${unique()}@e2e.example.fr`;
  await edit.getByLabel("Prénom").fill("Renée");
  await edit.getByRole("textbox", { name: "Nom", exact: true }).fill("Blanc");
  await edit.getByLabel("Email").fill(newEmail);
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  const updated = toast(page, "Employé mis à jour");
  await expect(updated).toBeVisible();
  // Closed once read, rather than waited out: sonner's coloured success toast fails axe's contrast check on its own
  // (reported), and the confirmation dialog below is what axe checks.
  await updated.getByRole("button").click();
  const row = page.getByRole("row").filter({ hasText: newEmail });
  await expect(row).toContainText("Renée Blanc");

  await row.getByRole("button", { name: "Supprimer Renée Blanc" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirmer la suppression" });
  await expect(confirm).toContainText("Renée Blanc");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: "Supprimer Renée Blanc" }).click();
  await confirm.getByRole("button", { name: "Supprimer" }).click();
  await expect(toast(page, "Employé supprimé")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: newEmail })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: newEmail })).toHaveCount(0);
});

test("a deletion the server refuses keeps its dialog open, as every delete dialog does", async ({
  page,
  newAccount,
  openAs,
}) => {
  const employee = await newAccount({ role: "employee" });
  await openAs({ role: "admin" }, "/employees");
  const name = employee.name;
  await page.getByRole("button", { name: `Supprimer ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Confirmer la suppression" });
  await expect(confirm).toContainText(name);

  // Another admin deletes the account while this dialog is open.
  const elsewhere = await page.request.post("/employees.data?intent=delete", { form: { id: employee.id } });
  expect(elsewhere.status()).toBe(200);

  await confirm.getByRole("button", { name: "Supprimer" }).click();
  await expect(toast(page, "Employé introuvable.")).toBeVisible();
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(confirm).toBeHidden();
});

test("the admin's own row and other admins' rows offer no Supprimer", async ({ page, openAs }) => {
  const admin = await openAs({ role: "admin" }, "/employees");
  const adminRow = page.getByRole("row").filter({ hasText: admin.email });
  await expect(adminRow.getByRole("button", { name: /^Modifier/ })).toBeVisible();
  await expect(adminRow.getByRole("button", { name: /^Supprimer/ })).toHaveCount(0);
});

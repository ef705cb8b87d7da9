import { shiftDay } from "../../app/lib/time";
import { expect, expectAccessible, expectAccessibleWithoutToasts, visit } from "./fixtures";
import { expectToast, fillNewPlanning, planningRow } from "./planning-page";
import { createSite, test, uniqueName } from "./plannings-helpers";

test("a manager creates a site, plans work there through the picker, and finds it grouped under the site", async ({
  page,
  plannedWeek,
}) => {
  const [{ monday }, anne] = await plannedWeek(["Anne"]);
  const name = uniqueName("Tour Montparnasse");
  await visit(page, "/admin/sites");
  await page.getByRole("button", { name: "Ajouter un site" }).click();
  const add = page.getByRole("dialog", { name: "Ajouter un site" });
  await add.getByLabel("Nom du site").fill(name);
  await add.getByLabel("Client").fill("Montparnasse SA");
  await add.getByLabel("Adresse").fill("33 avenue du Maine");
  await add.getByLabel("Code postal").fill("7501");
  await add.getByLabel("Ville").fill("Paris");
  await add.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(add.getByText("Le code postal doit comporter 5 chiffres")).toBeVisible();
  await add.getByLabel("Code postal").fill("75015");
  await add.getByLabel("Code d'accès").fill("4589B");
  await add.getByLabel("Téléphone du contact").fill("01 23 45 67 89");
  await expectAccessibleWithoutToasts(page);
  await add.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expectToast(page, "Site créé", "Site créé");
  await expect(add).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("33 avenue du Maine, 75015 Paris");
  await expect(row).toContainText("4589B");
  // Its hours come from a service contract, recorded on its page.
  await expect(row).toContainText("Non renseigné");

  // The planning dialog offers the site; typing its name in another case links the planning.
  const tuesday = shiftDay(monday, 1);
  const title = uniqueName("Bureaux");
  await visit(page, `/admin/schedules?semaine=${monday}`);
  const hours = { start: `${tuesday}T06:00`, end: `${tuesday}T09:00` };
  const dialog = await fillNewPlanning(page, { employee: anne, title, ...hours, location: name.toUpperCase() });
  await expect(dialog.getByText(`Site client : ${name} — 33 avenue du Maine, 75015 Paris`)).toBeVisible();
  await expect(page.locator(`datalist option[value="${name}"]`)).toHaveCount(1);
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expectToast(page, "Succès", "Le planning a été ajouté avec succès.");

  const group = page.getByRole("region", { name });
  await expect(group.getByRole("heading", { name: `${name} Paris 1 planning` })).toBeVisible();
  await planningRow(page, title).getByRole("button", { name: "Voir le planning" }).click();
  await expect(page.getByRole("dialog", { name: title })).toContainText(
    `Lieu${name} — 33 avenue du Maine, 75015 Paris`,
  );
});

test.describe("a refused deletion", () => {
  // The browser logs the refusal's 404.
  test.use({ expectedErrorStatuses: [404] });

  test("a deletion the server refuses keeps its dialog open with the error, until Annuler", async ({
    page,
    login,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL as string;
    await login({ role: "manager" }, page);
    const name = uniqueName("Entrepôt");
    await createSite(page.request, baseURL, { name });
    await visit(page, "/admin/sites");
    await page.getByRole("button", { name: `Supprimer ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Confirmer la suppression" });
    await expect(confirm).toContainText(name);

    // Another manager deletes the site while this dialog is open.
    const id = await confirm.locator('input[name="id"]').inputValue();
    const elsewhere = await page.request.post("/admin/sites.data?intent=delete", {
      form: { id },
      headers: { Origin: baseURL },
    });
    expect(elsewhere.status()).toBe(200);

    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await expectToast(page, "Erreur", "Ce site n'existe plus.", { close: false });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Annuler" }).click();
    await expect(confirm).toBeHidden();
  });
});

test("an employee is sent away from /admin/sites, and a visitor to /auth; their posts are refused", async ({
  page,
  openAs,
  playwright,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  const visitor = await playwright.request.newContext({ baseURL });
  const signedOut = await visitor.get("/admin/sites", { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  expect(signedOut.headers().location).toBe("/auth");
  await visitor.dispose();

  await openAs({ role: "employee" }, "/admin/sites");
  await expect(page).toHaveURL(/\/$/);
  const refused = await page.request.post("/admin/sites.data?intent=create", {
    form: { name: "Intrus", clientName: "X", address: "1 rue", postalCode: "75001", city: "Paris" },
    headers: { Origin: baseURL },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("Accès refusé : vous n'avez pas les droits pour gérer les sites.");
});

for (const viewport of [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`/admin/sites passes axe (${viewport.name}) @mobile`, async ({ page, openAs }) => {
      await openAs({ role: "manager" }, "/admin/sites");
      await expect(page.getByRole("heading", { level: 1, name: "Sites clients" })).toBeVisible();
      await page.getByRole("button", { name: "Ajouter un site" }).click();
      await expect(page.getByRole("dialog", { name: "Ajouter un site" })).toBeVisible();
      await expectAccessible(page);
    });
  });
}

import { frenchDay, PARIS, shiftDay, todayIn } from "../../app/lib/time";
import { E2E_ORIGIN } from "./accounts";
import { test as base, expect, expectAccessible, expectAccessibleWithoutToasts, visit } from "./fixtures";
import type { StaffAccount } from "./login";
import { expectToast } from "./planning-page";
import { addToEmployeeFile } from "./plannings-helpers";

const today = todayIn(PARIS);
const firstStart = shiftDay(today, -400);
const changeStart = shiftDay(today, -30);
const leaveStart = shiftDay(today, 10);
const leaveEnd = shiftDay(today, 14);

/** The employee whose file a test reads: a new account, signed in nowhere. */
const test = base.extend<{ employee: StaffAccount }>({
  employee: async ({ newAccount }, use) => {
    await use(await newAccount({ role: "employee" }));
  },
});

test("an admin adds a contract, then a change of hours, sees the history, and records an absence", async ({
  page,
  newAccount,
  openAs,
}) => {
  test.setTimeout(60_000);
  const employee = await newAccount({ role: "employee", firstName: "Inès", lastName: `Roux${Date.now()}` });
  await openAs({ role: "admin" }, "/employees");
  await page.getByRole("link", { name: `Inès ${employee.lastName}` }).click();
  await expect(page).toHaveURL(`/employees/${employee.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Fiche employé" })).toBeVisible();
  await expect(page.getByText("Aucun contrat enregistré")).toBeVisible();

  await page.getByRole("button", { name: "Ajouter un contrat" }).click();
  let dialog = page.getByRole("dialog", { name: "Ajouter un contrat" });
  await dialog.getByLabel("Type de contrat").selectOption("cdi");
  await dialog.getByLabel("Heures par semaine").fill("50");
  await dialog.getByLabel("Date de début").fill(firstStart);
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(dialog.getByText("Les heures doivent être comprises entre 0 et 48, par quarts d'heure.")).toBeVisible();
  await dialog.getByLabel("Heures par semaine").fill("24");
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expectToast(page, "Contrat ajouté", "Contrat ajouté");
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Ajouter un contrat" }).click();
  dialog = page.getByRole("dialog", { name: "Ajouter un contrat" });
  await dialog.getByLabel("Heures par semaine").fill("30.5");
  await dialog.getByLabel("Date de début").fill(changeStart);
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expectToast(
    page,
    "Contrat ajouté",
    `Le contrat précédent prend fin le ${frenchDay(shiftDay(changeStart, -1))}.`,
  );

  const history = page.getByRole("region", { name: "Contrats" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText("CDI de 30 h 30 par semaine");
  await expect(history.nth(0)).toContainText("En cours");
  await expect(history.nth(0)).toContainText(`Depuis le ${frenchDay(changeStart)}`);
  await expect(history.nth(1)).toContainText("CDI de 24 h par semaine");
  await expect(history.nth(1)).toContainText(`Du ${frenchDay(firstStart)} au ${frenchDay(shiftDay(changeStart, -1))}`);
  await expect(history.nth(1)).not.toContainText("En cours");

  await page.getByRole("button", { name: "Enregistrer une absence" }).click();
  dialog = page.getByRole("dialog", { name: "Enregistrer une absence" });
  await dialog.getByLabel("Motif").selectOption({ label: "Congés payés" });
  await dialog.getByLabel("Premier jour").fill(leaveStart);
  await dialog.getByLabel("Dernier jour").fill(shiftDay(leaveStart, -1));
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(dialog.getByText("La date de fin doit être identique ou postérieure à la date de début.")).toBeVisible();
  await dialog.getByLabel("Dernier jour").fill(leaveEnd);
  await dialog.getByLabel("Note").fill("Vacances d'été");
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expectToast(page, "Absence enregistrée", "Absence enregistrée");
  const absence = page.getByRole("region", { name: "Absences" }).getByRole("listitem");
  await expect(absence).toContainText("Congés payés");
  await expect(absence).toContainText(`Du ${frenchDay(leaveStart)} au ${frenchDay(leaveEnd)}`);
  await expect(absence).toContainText("Vacances d'été");

  await page.getByRole("button", { name: "Modifier la fiche" }).click();
  dialog = page.getByRole("dialog", { name: /Modifier la fiche/ });
  await dialog.getByLabel("Téléphone").fill("06 12 34 56 78");
  await dialog.getByLabel("Date d'embauche").fill(firstStart);
  await dialog.getByLabel("Matricule de paie").fill("M 42");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByText("Le matricule de paie ne contient que des lettres")).toBeVisible();
  const payrollNumber = `M-${employee.id.slice(0, 12)}`;
  await dialog.getByLabel("Matricule de paie").fill(payrollNumber);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Fiche mise à jour", "Fiche mise à jour");
  await expect(page.getByRole("link", { name: "06 12 34 56 78" })).toHaveAttribute("href", "tel:0612345678");
  await expect(page.getByText(payrollNumber, { exact: true })).toBeVisible();
  await expectAccessibleWithoutToasts(page);
});

test("a manager reads contracts without a button to change them, and a direct contract post answers 403", async ({
  page,
  adminRequest,
  employee,
  openAs,
}) => {
  await addToEmployeeFile(adminRequest, employee.id, "contract-add", {
    kind: "cdi",
    weeklyHours: "24",
    startsOn: firstStart,
  });

  await openAs({ role: "manager" }, `/employees/${employee.id}`);
  const contracts = page.getByRole("region", { name: "Contrats" });
  await expect(contracts).toContainText("CDI de 24 h par semaine");
  await expect(contracts.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Modifier la fiche" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Enregistrer une absence" })).toBeVisible();

  const refused = await page.request.post(`/employees/${employee.id}.data?intent=contract-add`, {
    form: { kind: "cdi", weeklyHours: "35", startsOn: today },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("Accès refusé : seul un administrateur peut modifier les contrats.");
  await page.reload();
  await expect(page.getByRole("region", { name: "Contrats" }).getByRole("listitem")).toHaveCount(1);
  await visit(page, "/employees/inconnu", { status: 404 });
});

test("an employee sees their absence on /my-schedule, and is sent away from the employee file", async ({
  page,
  adminRequest,
  playwright,
  employee,
  openAs,
}) => {
  await addToEmployeeFile(adminRequest, employee.id, "absence-add", {
    kind: "sickness",
    startsOn: leaveStart,
    endsOn: leaveEnd,
  });

  await openAs(employee, "/my-schedule");
  const mine = page.getByRole("region", { name: "Mes absences" });
  await expect(mine).toContainText("Arrêt maladie");
  await expect(mine).toContainText(`Du ${frenchDay(leaveStart)} au ${frenchDay(leaveEnd)}`);
  await expect(mine.getByRole("button")).toHaveCount(0);

  await page.goto(`/employees/${employee.id}`);
  await expect(page).toHaveURL(`${E2E_ORIGIN}/`);
  const visitor = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  const signedOut = await visitor.get(`/employees/${employee.id}`, { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  expect(signedOut.headers().location).toBe("/");
  await visitor.dispose();
});

for (const viewport of [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`the employee file and its contract dialog pass axe (${viewport.name}) @mobile`, async ({
      page,
      adminRequest,
      employee,
      openAs,
    }) => {
      const onFile = (intent: "contract-add" | "absence-add", form: Record<string, string>) =>
        addToEmployeeFile(adminRequest, employee.id, intent, form);
      await onFile("contract-add", {
        kind: "cdi",
        weeklyHours: "12",
        under16RequestOn: firstStart,
        startsOn: firstStart,
      });
      await onFile("absence-add", { kind: "other", startsOn: leaveStart, endsOn: leaveStart });
      await openAs({ role: "admin" }, `/employees/${employee.id}`);
      await expect(page.getByRole("region", { name: "Contrats" })).toContainText("Demande écrite pour moins de 16 h");
      await page.getByRole("button", { name: "Ajouter un contrat" }).click();
      await expect(page.getByRole("dialog", { name: "Ajouter un contrat" })).toBeVisible();
      await expectAccessible(page);
    });
  });
}

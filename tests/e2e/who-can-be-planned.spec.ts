import { shiftDay } from "../../app/lib/time";
import { expect, expectAccessibleWithoutToasts, visit } from "./fixtures";
import { planningRow } from "./planning-page";
import { addToEmployeeFile, STANDING_CONTRACT, test, uniqueName } from "./plannings-helpers";

test("only staff with a contract that week are offered: not a manager without one, nor a new sign-up", async ({
  page,
  plannedWeek,
  newAccount,
  adminRequest,
  api,
  staffPage,
}) => {
  test.slow();
  const [{ monday }, karim] = await plannedWeek(["Karim"]);
  const boss = await newAccount({ role: "manager", firstName: uniqueName("Chef") });
  const cleaningBoss = await newAccount({ role: "manager", firstName: uniqueName("Cheffe") });
  await addToEmployeeFile(adminRequest, cleaningBoss.id, "contract-add", STANDING_CONTRACT);
  // A stranger signs up and is approved: an active account, with no contract.
  const stranger = { firstName: uniqueName("Inconnu"), lastName: "Inscrit" };
  const email = `${stranger.firstName.replace(" ", "-").toLowerCase()}@e2e.example.fr`;
  const signUp = await (await api()).post("/auth?mode=inscription", {
    form: { ...stranger, email, password: "visiteur-inscrit-42" },
    maxRedirects: 0,
  });
  expect(signUp.status()).toBeLessThan(400);
  const admin = await staffPage("admin");
  await visit(admin.page, "/admin/users");
  await admin.page
    .getByRole("region", { name: "Comptes en attente" })
    .getByRole("button", { name: `Approuver le compte de ${stranger.firstName} ${stranger.lastName}` })
    .click();
  // The table lists every account: with two suites on two cores, its reload after the approval outlasted 15 s.
  await expect(admin.page.getByRole("table", { name: "Utilisateurs et leurs rôles" })).toContainText(email, {
    timeout: 45_000,
  });

  await visit(page, `/admin/schedules?semaine=${monday}`);
  await page.getByRole("button", { name: "Ajouter un planning" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajouter un planning" });
  await expect(dialog.getByRole("checkbox", { name: karim.name })).toBeEnabled();
  await expect(dialog.getByRole("checkbox", { name: cleaningBoss.name })).toBeEnabled();
  await expect(dialog.getByRole("checkbox", { name: boss.name })).toHaveCount(0);
  await expect(dialog.getByRole("checkbox", { name: stranger.firstName })).toHaveCount(0);

  // The employees grid: a row and a filter choice for those with a contract, none for the others.
  await visit(page, `/admin/schedules?semaine=${monday}&vue=employes`);
  const filter = page.getByRole("form", { name: "Filtrer la semaine" }).getByLabel("Employé", { exact: true });
  await expect(filter.locator("option", { hasText: karim.name })).toHaveCount(1);
  await expect(filter.locator("option", { hasText: cleaningBoss.name })).toHaveCount(1);
  await expect(filter.locator("option", { hasText: boss.name })).toHaveCount(0);
  await expect(filter.locator("option", { hasText: stranger.firstName })).toHaveCount(0);
  const grid = page.getByRole("grid", { name: /Plannings par employé/ });
  await visit(page, `/admin/schedules?semaine=${monday}&vue=employes&employe=${boss.id}`);
  await expect(grid.getByRole("rowheader", { name: boss.name })).toHaveCount(0);
  await visit(page, `/admin/schedules?semaine=${monday}&vue=employes&employe=${cleaningBoss.id}`);
  await expect(grid.getByRole("rowheader", { name: cleaningBoss.name })).toContainText("Prévu 0 h · Contrat 35 h");
  await admin.context.close();
});

test("someone absent over a planning is shown so in the pickers and cannot be chosen", async ({
  page,
  plannedWeek,
  adminRequest,
}) => {
  const [{ monday, plan }, lucia, karim] = await plannedWeek(["Lucía", "Karim"]);
  const tuesday = shiftDay(monday, 1);
  const title = uniqueName("Bureaux");
  await plan({ employees: [karim], title, day: 1, hours: "08:00–10:00" });
  await addToEmployeeFile(adminRequest, lucia.id, "absence-add", {
    kind: "paid_leave",
    startsOn: tuesday,
    endsOn: tuesday,
  });
  const absent = `${lucia.name} (${lucia.email}) — absence (Congés payés)`;

  await visit(page, `/admin/schedules?semaine=${monday}`);
  await planningRow(page, title).getByRole("button", { name: "Ajouter un employé" }).click();
  const addEmployee = page.getByRole("dialog", { name: "Ajouter un employé au planning" });
  await expect(addEmployee.getByLabel("Utilisateur").locator("option", { hasText: absent })).toBeDisabled();
  await expectAccessibleWithoutToasts(page);
  await addEmployee.getByRole("button", { name: "Annuler" }).click();

  await planningRow(page, title).getByRole("button", { name: "Retirer un employé" }).click();
  const remove = page.getByRole("dialog", { name: "Retirer un employé" });
  await expect(remove.getByLabel("Remplacer par").locator("option", { hasText: absent })).toBeDisabled();
  await remove.getByRole("button", { name: "Annuler" }).click();

  // A new planning: held back on her day off, offered the day after.
  await page.getByRole("button", { name: "Ajouter un planning" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajouter un planning" });
  await dialog.getByLabel("Date et heure de début").fill(`${tuesday}T18:00`);
  await dialog.getByLabel("Date et heure de fin").fill(`${tuesday}T20:00`);
  await expect(dialog.getByRole("checkbox", { name: absent })).toBeDisabled();
  await dialog.getByLabel("Date et heure de début").fill(`${shiftDay(monday, 2)}T18:00`);
  await dialog.getByLabel("Date et heure de fin").fill(`${shiftDay(monday, 2)}T20:00`);
  await expect(dialog.getByRole("checkbox", { name: `${lucia.name} (${lucia.email})`, exact: true })).toBeEnabled();
});

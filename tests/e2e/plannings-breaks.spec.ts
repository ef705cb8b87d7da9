import { shiftDay } from "../../app/lib/time";
import { expect, expectAccessibleWithoutToasts, visit } from "./fixtures";
import { expectToast, fillNewPlanning } from "./planning-page";
import { addToEmployeeFile, test, uniqueName } from "./plannings-helpers";

test("a night series without a break gives one grouped line for the 20-minute break; with 30 minutes none, and the grid says so", async ({
  page,
  plannedWeek,
  adminRequest,
}) => {
  // A week without a public holiday: the series leaves them out by default, and both nights are needed here.
  const [{ monday }, nadia] = await plannedWeek(["Nadia"], { contract: false, ordinary: true });
  await addToEmployeeFile(adminRequest, nadia.id, "contract-add", {
    kind: "cdi",
    weeklyHours: "35",
    nightWorker: "on",
    startsOn: "2020-01-06",
  });
  await visit(page, `/admin/schedules?semaine=${monday}`);

  // Monday and Tuesday nights, 22:00 to 05:00: 7 hours of work in one stretch.
  const title = uniqueName("Nuit entrepôt");
  const add = await fillNewPlanning(page, {
    employee: nadia,
    title,
    start: `${monday}T22:00`,
    end: `${shiftDay(monday, 1)}T05:00`,
  });
  await add.getByRole("checkbox", { name: "Répéter chaque semaine" }).check();
  for (const day of ["lundi", "mardi"]) await add.getByRole("checkbox", { name: day, exact: true }).check();
  await add.getByLabel("Jusqu'au").fill(shiftDay(monday, 6));
  await expect(add.getByRole("radio", { name: "Non travaillés" })).toBeChecked();
  await add.getByRole("button", { name: "Ajouter", exact: true }).click();
  const warning = add.getByRole("alert");
  await expect(warning).toContainText("Attention : règles du travail");
  // Two nights without a break: one line for the rule, with the count and the dates.
  await expect(warning.getByRole("listitem")).toHaveCount(1);
  await expect(warning).toContainText(/Pause de 20 min manquante — 2 interventions, du .+ au .+/);
  await expectAccessibleWithoutToasts(page);

  await add.getByLabel("Pause (minutes)").fill("30");
  await add.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expectToast(page, "Succès", "Le planning récurrent a été ajouté avec succès");
  await expect(add).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(title) }).first()).toContainText(/pause 30 min/i);

  // Her row, whichever page of the grid her name falls on among everyone under contract that week.
  await visit(page, `/admin/schedules?semaine=${monday}&vue=employes&employe=${nadia.id}`);

  const block = page.getByRole("button", {
    name: new RegExp(`^22:00–05:00, jusqu'au lendemain, pause 30 min, .*${title}`),
  });
  await expect(block.first()).toContainText("pause 30 min");
  await expect(block.first().getByText(/^Alerte/)).toHaveCount(0);
  await expectAccessibleWithoutToasts(page);
});

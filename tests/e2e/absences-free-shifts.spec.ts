import { readFileSync } from "node:fs";
import { PARIS, shiftDay, weekOf } from "../../app/lib/time";
import { expect, expectAccessibleWithoutToasts, visit } from "./fixtures";
import { expectToast } from "./planning-page";
import { addToEmployeeFile, claimMonday, createPlanning, test, uniqueName } from "./plannings-helpers";

test("a paid leave over Christmas week frees its 3 shifts à remplacer; the grid and the report agree on it", async ({
  page,
  plannedWeek,
  adminRequest,
}) => {
  const [{ asManager, origin }, lucia] = await plannedWeek(["Lucía"], { contract: false });
  const name = lucia.name;
  // The first Christmas week of the coming years that no other test has (Christmas on a weekday until 2033).
  const monday = [2026, 2027, 2028, 2029]
    .map((year) => weekOf(`${year}-12-25`, PARIS)?.monday ?? "")
    .find((day) => day && claimMonday(day));
  if (!monday) throw new Error("aucune semaine de Noël libre");
  const month = monday.slice(0, 7);
  await addToEmployeeFile(adminRequest, lucia.id, "contract-add", {
    kind: "cdi",
    weeklyHours: "20",
    startsOn: shiftDay(monday, -60),
  });
  const titles = { monday: uniqueName("Lundi"), wednesday: uniqueName("Mercredi"), saturday: uniqueName("Samedi") };
  const plan = (title: string, day: string, from: string, to: string) =>
    createPlanning(asManager, origin, {
      employeeIds: [lucia.id],
      title,
      startTime: `${day}T${from}`,
      endTime: `${day}T${to}`,
    });
  await plan(titles.monday, monday, "06:00", "09:00");
  await plan(titles.wednesday, shiftDay(monday, 2), "06:00", "09:00");
  await plan(titles.saturday, shiftDay(monday, 5), "14:00", "17:00");
  // The Tuesday after, still in December: she works it.
  await plan(uniqueName("Après"), shiftDay(monday, 8), "06:00", "09:00");

  await visit(page, `/employees/${lucia.id}`);
  await page.getByRole("button", { name: "Enregistrer une absence" }).click();
  const dialog = page.getByRole("dialog", { name: "Enregistrer une absence" });
  await dialog.getByLabel("Motif").selectOption({ label: "Congés payés" });
  await dialog.getByLabel("Premier jour").fill(monday);
  await dialog.getByLabel("Dernier jour").fill(shiftDay(monday, 6));
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expectToast(page, "Absence enregistrée", "3 vacations sont à remplacer.");

  await visit(page, `/admin/schedules?semaine=${monday}&vue=employes&employe=${lucia.id}`);
  const grid = page.getByRole("grid", { name: /Plannings par employé/ });
  const header = grid.getByRole("rowheader", { name: name });
  // 20 h of contract, all of it away: nothing expected, nothing planned.
  await expect(header).toContainText("Prévu 0 h · Contrat 20 h, absences 20 h · Écart 0 h");
  for (const title of Object.values(titles)) {
    const shift = grid.getByRole("button", { name: new RegExp(title) });
    await expect(shift).toContainText("À remplacer (Congés payés)");
    await expect(shift).toHaveAccessibleName(/à remplacer \(congés payés\)$/);
  }
  await expectAccessibleWithoutToasts(page);

  await visit(page, `/admin/schedules?semaine=${monday}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: titles.wednesday, exact: true }) });
  await expect(row).toContainText(`À remplacer : ${name} (Congés payés)`);
  await expect(row).toContainText("Aucun employé assigné");

  await visit(page, `/admin/hours?mois=${month}`);
  const report = page.getByRole("row", { name: new RegExp(name) });
  // Contract 20 × 52 / 12 = 86 h 40; only the Tuesday after is planned, and paid as planned; the week away is 20 h and
  // 5 jours ouvrables (Monday to Saturday, Christmas left out).
  const cells = report.getByRole("cell");
  await expect(cells.nth(1)).toHaveText("3 h");
  await expect(cells.nth(4)).toHaveText("Déclaratif");
  await expect(cells.nth(5)).toHaveText("20 h");
  await expect(cells.nth(6)).toHaveText("5 j");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger le CSV de paie" }).click();
  const lines = readFileSync((await (await download).path()) as string, "utf8").split("\r\n");
  expect(lines.find((line) => line.startsWith(`${name};`))).toMatch(
    new RegExp(`^${name};${month};86,67;20,00;5;0;0;3,00;`),
  );
});

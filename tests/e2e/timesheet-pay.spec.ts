import { readFileSync } from "node:fs";
import { PARIS, shiftDay, shiftWeek, todayIn, weekOf } from "../../app/lib/time";
import { pdfText } from "../support/pdf-text";
import { shiftAtNewSite } from "./attendance";
import { expect, expectAccessible, visit } from "./fixtures";
import { mapSilaeCodes, SILAE_CODES } from "./payroll";
import { expectToast } from "./planning-page";
import { addToEmployeeFile, test } from "./plannings-helpers";

test("on a phone, a manager completes last week's punches and validates the week, which locks it; the month's record of hours, the hours report and the payroll CSV carry the hours worked @phone", async ({
  page,
  plannedWeek,
}) => {
  const [week, awa] = await plannedWeek(["Awa"]);
  const lastMonday = shiftWeek(weekOf(todayIn(PARIS), PARIS)?.monday ?? "", -1);
  const tuesday = shiftDay(lastMonday, 1);
  const { title } = await shiftAtNewSite(
    week,
    { site: "Banque Pointage", title: "Guichets" },
    { employeeIds: [awa.id], start: `${tuesday}T06:00`, end: `${tuesday}T09:00` },
  );

  await visit(page, `/employees/${awa.id}/pointages?semaine=${lastMonday}`);
  const shift = page.getByRole("article", { name: new RegExp(`^${title}`) });
  await expect(shift).toContainText("Arrivée non pointée");
  await expect(page.getByText("Semaine à valider")).toBeVisible();
  for (const [kind, time, reason] of [
    ["l'arrivée", "06:10", "Badge oublié : vue par la cheffe d'équipe"],
    ["le départ", "09:20", "Départ après la fermeture du guichet"],
  ] as const) {
    await shift.getByRole("button", { name: new RegExp(`^Ajouter ${kind}`) }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Date et heure").fill(`${tuesday}T${time}`);
    await dialog.getByLabel("Motif").fill(reason);
    await dialog.getByRole("button", { name: "Ajouter" }).click();
    await expectToast(page, "Pointage ajouté", "Pointage ajouté");
  }
  await expect(shift).toContainText("Pointé : 3 h 10 (écart +0 h 10)");

  await page.getByRole("button", { name: /^Valider la semaine du/ }).click();
  await expectToast(page, "Semaine validée", "Semaine validée");
  await expect(page.getByText(/^Semaine validée par .+ : ses heures pointées sont payées/)).toBeVisible();
  await expect(shift.getByRole("button", { name: /^Corriger/ })).toHaveCount(0);
  await expectAccessible(page);

  // The month's record of working time, from the same validated punches.
  const recordMonth = lastMonday.slice(0, 7);
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Relevé des horaires de .+ \(PDF\)$/ }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`horaires-${recordMonth}.pdf`);
  const printed = pdfText(readFileSync((await pdf.path()) as string)).replace(/\s+/g, " ");
  expect(printed).toContain(`Relevé des horaires ${awa.name}`);
  expect(printed).toMatch(
    /Semaine du \d\d\/\d\d\/\d{4} : 3 h 10 mardi \d+(er)? \S+( \(mois voisin\))? 06:10–09:20 \(pointé\) 3 h 10/,
  );
  const recordCsv = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Relevé des horaires de .+ \(CSV\)$/ }).click();
  const rows = readFileSync((await (await recordCsv).path()) as string, "utf8").split("\r\n");
  expect(rows[0]).toBe("\uFEFFDate;Jour;Début;Fin;Pause (min);Heures;Source;Semaine du;Heures de la semaine");
  expect(rows[1]).toMatch(new RegExp(`^${tuesday};mardi [^;]+;06:10;09:20;0;3,17;Pointé;${lastMonday};3,17$`));
  const wrongName = await page.request.get(`/employees/${awa.id}/releve/horaires-novembre.pdf`);
  expect(wrongName.status()).toBe(404);

  const month = tuesday.slice(0, 7);
  await visit(page, `/admin/hours?mois=${month}`);
  const row = page.getByRole("row", { name: new RegExp(awa.name) });
  // Contrat, Planifiées, Travaillées, Écart, Source.
  await expect(row.getByRole("cell").nth(1)).toHaveText("3 h");
  await expect(row.getByRole("cell").nth(2)).toHaveText("3 h 10");
  await expect(row.getByRole("cell").nth(3)).toHaveText("+0 h 10");
  await expect(row.getByRole("cell").nth(4)).toHaveText("Pointées");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger le CSV de paie" }).click();
  const csv = readFileSync((await (await download).path()) as string, "utf8");
  const line = csv.split("\r\n").find((text) => text.startsWith(`${awa.name};`));
  // Planned 3,00 h; paid 3,17 h (3 h 10), from the validated punches.
  expect(line?.split(";").slice(7, 8)).toEqual(["3,00"]);
  expect(line?.split(";").slice(-2)).toEqual(["3,17", "Pointées"]);
  // The Silae export: the same paid hours under the company's code, for the employee's payroll number.
  const payrollNumber = `M-${awa.id.slice(0, 12)}`;
  await addToEmployeeFile(week.asAdmin, awa.id, "details", { payrollNumber });
  await mapSilaeCodes(week.asAdmin);
  const silaeDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export Silae" }).click();
  const silae = readFileSync((await (await silaeDownload).path()) as string, "utf8").split("\r\n");
  expect(silae[0]).toBe("\uFEFFMatricule;Code;Valeur;Date début;Date fin");
  expect(silae.filter((text) => text.startsWith(`${payrollNumber};`))).toEqual([
    expect.stringMatching(
      new RegExp(`^${payrollNumber};${SILAE_CODES.normal};3,17;01/\\d\\d/\\d{4};\\d\\d/\\d\\d/\\d{4}$`),
    ),
  ]);

  await visit(page, `/employees/${awa.id}/pointages?semaine=${lastMonday}`);
  await page.getByRole("button", { name: /^Rouvrir la semaine du/ }).click();
  await expectToast(page, "Semaine rouverte", "Semaine rouverte");
  await expect(shift.getByRole("button", { name: /^Corriger l'arrivée/ })).toBeVisible();
  await visit(page, `/admin/hours?mois=${month}`);
  await expect(row.getByRole("cell").nth(4)).toHaveText("Déclaratif");
});

import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { PARIS, shiftDay, todayIn } from "../../app/lib/time";
import { E2E_ORIGIN } from "./accounts";
import { expect, test, visit } from "./fixtures";
import { addToEmployeeFile, claimMonday, createPlanning, uniqueName } from "./plannings-helpers";

/** A day of the month as `YYYY-MM-DD`. */
const day = (month: string, date: number) => `${month}-${String(date).padStart(2, "0")}`;

/** The date of the month's first Sunday. */
const firstSundayOf = (month: string) => 7 - ((new Date(`${month}-01T12:00:00Z`).getUTCDay() + 6) % 7);

test("a manager reads an employee's hours of the month and downloads the payroll CSV; an employee may not", async ({
  page,
  api,
  baseURL,
  newAccount,
  adminRequest,
  openAs,
}) => {
  test.setTimeout(90_000);
  // October of a coming year (plannings go five years ahead): no public holiday, the clock change (last Sunday) left
  // alone, and the employee the test's own.
  // Its two weeks are claimed, so that no planning test of the run finds these shifts in a week it thinks its own.
  const nextYear = Number(todayIn(PARIS).slice(0, 4)) + 1;
  const start = randomInt(4);
  const month = [0, 1, 2, 3]
    .map((index) => `${nextYear + ((start + index) % 4)}-10`)
    .find((candidate) => {
      const sunday = day(candidate, firstSundayOf(candidate));
      return [shiftDay(sunday, -6), shiftDay(sunday, 1)].every(claimMonday);
    });
  if (!month) throw new Error("aucun mois d'octobre libre");
  const firstSunday = firstSundayOf(month);
  const wednesday = firstSunday + 3;
  const employee = await newAccount({ role: "employee", firstName: uniqueName("Paie"), lastName: "Heures" });
  const name = employee.name;
  await addToEmployeeFile(adminRequest, employee.id, "contract-add", {
    kind: "cdi",
    weeklyHours: "24",
    startsOn: day(month, 1),
  });
  const asManager = await api(await newAccount({ role: "manager" }));
  // Sunday 09:00–12:00, then a night from Wednesday 22:00 to Thursday 04:00.
  await createPlanning(asManager, baseURL as string, {
    employeeIds: [employee.id],
    title: uniqueName("Dimanche"),
    startTime: `${day(month, firstSunday)}T09:00`,
    endTime: `${day(month, firstSunday)}T12:00`,
  });
  await createPlanning(asManager, baseURL as string, {
    employeeIds: [employee.id],
    title: uniqueName("Nuit"),
    startTime: `${day(month, wednesday)}T22:00`,
    endTime: `${day(month, wednesday + 1)}T04:00`,
  });

  await openAs({ role: "manager" }, `/admin/hours?mois=${month}`);
  await expect(page.getByRole("heading", { level: 1, name: "Heures du mois" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByRole("rowheader")).toHaveText(name);
  // Contract 24 × 52 / 12 = 104 h; 9 h planned, paid as planned (no week of punches validated), 6 of them at night, 3
  // on Sunday.
  await expect(row.getByRole("cell")).toHaveText([
    "104 h",
    "9 h",
    "9 h",
    "0 h",
    "Déclaratif",
    "–",
    "–",
    "–",
    "–",
    "–",
    "–",
    "6 h",
    "3 h",
    "–",
  ]);

  await page.getByRole("link", { name: /^Mois suivant/ }).click();
  await expect(page).toHaveURL(new RegExp(`mois=${month.slice(0, 4)}-11$`));
  await expect(
    page
      .getByRole("row", { name: new RegExp(name) })
      .getByRole("cell")
      .nth(1),
  ).toHaveText("–");
  await page.getByLabel("Mois (AAAA-MM)").fill(month);
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page).toHaveURL(new RegExp(`mois=${month}$`));
  await expect(row.getByRole("cell").first()).toHaveText("104 h");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger le CSV de paie" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`paie-${month}.csv`);
  const bytes = readFileSync((await file.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).split("\r\n");
  expect(lines[0]).toBe(
    "Salarié;Mois;Heures contractuelles;Heures d'absence;Jours ouvrables de congés payés;Jours d'arrêt maladie;" +
      "Jours d'autre absence;Heures planifiées;Heures ajoutées (périodes de moins d'1 h);" +
      "Heures complémentaires à 11 %;Heures complémentaires à 25 %;Heures supplémentaires à 25 %;" +
      "Heures supplémentaires à 50 %;Heures de nuit (21 h – 6 h);Heures du dimanche;Heures des jours fériés;" +
      "Heures travaillées;Source des heures",
  );
  expect(lines).toContain(
    `${name};${month};104,00;0,00;0;0;0;9,00;0,00;0,00;0,00;0,00;0,00;6,00;3,00;0,00;9,00;Déclaratif`,
  );
  expect(lines.at(-1)).toBe("");

  await visit(page, "/admin/hours?mois=octobre");
  await expect(page.getByRole("alert")).toHaveText(
    "Mois invalide : choisissez un mois au format AAAA-MM. Voici le mois en cours.",
  );

  await openAs({ role: "employee" }, `/admin/hours?mois=${month}`);
  await expect(page).toHaveURL(`${E2E_ORIGIN}/`);
  const refused = await page.request.get(`/admin/hours/paie-${month}.csv`, { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  expect(refused.headers().location).toBe("/");
});

test("a visitor is sent to sign in, and a file name that is no month is not found", async ({ page, login }) => {
  const signedOut = await page.request.get("/admin/hours/paie-2040-10.csv", { maxRedirects: 0 });
  expect(signedOut.headers().location).toBe("/auth");
  await login({ role: "admin" }, page);
  expect((await page.request.get("/admin/hours/paie-2040-13.csv")).status()).toBe(404);
  expect((await page.request.get("/admin/hours/releve.csv")).status()).toBe(404);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the table scrolls inside its frame, the page never sideways @phone", async ({ page, openAs }) => {
    await openAs({ role: "manager" }, "/admin/hours?mois=2040-10");
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    for (const name of [/^Mois précédent/, /^Mois suivant/, /^Télécharger le CSV de paie/]) {
      const box = await page.getByRole("link", { name }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});

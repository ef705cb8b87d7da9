import { SERIES_HORIZON_WEEKS } from "../../app/features/schedules/series/repeat";
import { frenchDay, shiftDay, shiftWeek } from "../../app/lib/time";
import { expect, expectAccessibleWithoutToasts, visit } from "./fixtures";
import { expectToast, findOnPages, planningRow } from "./planning-page";
import { test, uniqueName } from "./plannings-helpers";

// Away from Paris: the copies must keep Paris wall-clock times whatever the browser's zone.
test.use({ timezoneId: "America/New_York" });
// Accounts, plannings, a dialog and two pages each: slower than the default allows on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("a manager copies a week to the next one, each planning at the same Paris time", async ({ page, plannedWeek }) => {
  const [{ monday, plan }, anne] = await plannedWeek(["Anne"], { weeks: 2 });
  const title = uniqueName("Bureaux copiés");
  await plan({ employees: [anne], title, day: 1, hours: "06:00–08:30" });
  await visit(page, `/admin/schedules?semaine=${monday}`);
  await page.getByRole("button", { name: "Copier la semaine" }).click();
  const dialog = page.getByRole("dialog", { name: "Copier la semaine" });
  await expect(dialog).toContainText(`Semaine du ${frenchDay(monday)} au ${frenchDay(shiftDay(monday, 6))}`);
  await expectAccessibleWithoutToasts(page);
  // Any day of the target week will do.
  const next = shiftWeek(monday, 1);
  await dialog.getByLabel("Semaine cible").fill(shiftDay(next, 3));
  await dialog.getByRole("button", { name: "Copier", exact: true }).click();
  await expectToast(page, "Succès", `1 planning a été copié vers la semaine du ${frenchDay(next)}.`, { close: false });
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: "Semaine suivante" }).click();
  await expect(page).toHaveURL(new RegExp(`semaine=${next}`));
  const row = await findOnPages(page, title);
  const day = frenchDay(shiftDay(next, 1));
  await expect(row).toContainText(`Début : ${day} à 06:00`);
  await expect(row).toContainText(`Fin : ${day} à 08:30`);
  await expect(row.getByRole("button", { name: anne.name })).toBeVisible();
});

test("a copy that overlaps is previewed, and written only once confirmed", async ({ page, plannedWeek }) => {
  const [{ monday, plan }, karim] = await plannedWeek(["Karim"], { weeks: 2 });
  const next = shiftWeek(monday, 1);
  const source = uniqueName("Source");
  const busy = uniqueName("Déjà là");
  await plan({ employees: [karim], title: source, day: 0, hours: "06:00–08:00" });
  await plan({ employees: [karim], title: busy, day: 7, hours: "07:00–09:00" });
  await visit(page, `/admin/schedules?semaine=${monday}`);
  await page.getByRole("button", { name: "Copier la semaine" }).click();
  const dialog = page.getByRole("dialog", { name: "Copier la semaine" });
  await dialog.getByRole("radio", { name: "Les semaines suivantes" }).check();
  await dialog.getByLabel("Nombre de semaines").fill("1");
  await dialog.getByRole("button", { name: "Copier", exact: true }).click();

  const warning = dialog.getByRole("alert");
  await expect(warning).toContainText("Attention : chevauchement de planning");
  await expect(warning).toContainText(`${karim.name} : déjà sur « ${busy} » le lundi`);
  await expect(warning).toContainText("07:00–09:00");
  await expect(warning).toContainText("1 planning sera créé.");
  await expectAccessibleWithoutToasts(page);
  await warning.getByRole("button", { name: "Copier quand même" }).click();
  await expectToast(page, "Succès", `1 planning a été copié vers la semaine du ${frenchDay(next)}.`, { close: false });
  await expect(dialog).toBeHidden();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });

  await visit(page, `/admin/schedules?semaine=${next}`);
  await expect(await findOnPages(page, source)).toContainText(`Début : ${frenchDay(next)} à 06:00`);
});

test("copying a week copies its one-off plannings and leaves a series' occurrences to their series", async ({
  page,
  plannedWeek,
}) => {
  // Within the weeks series are written for, so that the series has its occurrences in both weeks.
  const [{ monday, plan }, lucia] = await plannedWeek(["Lucía"], { weeks: 2, lastWeek: SERIES_HORIZON_WEEKS - 1 });
  const next = shiftWeek(monday, 1);
  const series = uniqueName("Série bureaux");
  // Public holidays worked, so that both weeks have their three occurrences whatever weeks they are.
  const weekly = {
    repeat: "weekly" as const,
    repeatDays: ["MO", "TU", "WE"],
    repeatUntil: shiftDay(next, 6),
    repeatHolidays: "worked" as const,
  };
  await plan({ employees: [lucia], title: series, day: 0, hours: "06:00–08:00", ...weekly });
  const oneOffs = [uniqueName("Vitres"), uniqueName("Remise en état")];
  for (const [index, title] of oneOffs.entries()) {
    await plan({ employees: [lucia], title, day: 3 + index, hours: "09:00–11:00" });
  }
  await visit(page, `/admin/schedules?semaine=${monday}`);
  await page.getByRole("button", { name: "Copier la semaine" }).click();
  const dialog = page.getByRole("dialog", { name: "Copier la semaine" });
  await expect(dialog).toContainText("Les plannings d'une série ne sont pas copiés : elle se répète déjà.");
  await dialog.getByLabel("Semaine cible").fill(next);
  await dialog.getByRole("button", { name: "Copier", exact: true }).click();
  await expectToast(
    page,
    "Succès",
    `2 plannings ont été copiés vers la semaine du ${frenchDay(next)}. 3 plannings ne sont pas copiés : ils font partie de séries, qui se répètent déjà d'elles-mêmes.`,
    { close: false },
  );
  await expect(dialog).toBeHidden();

  await visit(page, `/admin/schedules?semaine=${next}`);
  for (const [index, title] of oneOffs.entries()) {
    await expect(await findOnPages(page, title)).toContainText(
      `Début : ${frenchDay(shiftDay(next, 3 + index))} à 09:00`,
    );
  }
  await visit(page, `/admin/schedules?semaine=${next}`);
  await expect(planningRow(page, series)).toHaveCount(3);
});

test("copying onto a past week is refused", async ({ page, openAs }) => {
  await openAs({ role: "manager" }, "/admin/schedules?semaine=2020-01-06");
  await page.getByRole("button", { name: "Copier la semaine" }).click();
  const dialog = page.getByRole("dialog", { name: "Copier la semaine" });
  await dialog.getByRole("button", { name: "Copier", exact: true }).click();
  await expect(dialog.getByText("Impossible de copier vers une semaine passée.")).toBeVisible();
  await expectToast(page, "Erreur", "Impossible de copier vers une semaine passée.", { close: false });
  await expect(dialog).toBeVisible();
});

import { shiftDay } from "../../app/lib/time";
import { expect, visit } from "./fixtures";
import { expectToast, fillNewPlanning } from "./planning-page";
import { createSite, springChange, test, uniqueName } from "./plannings-helpers";

// The browser lives in New York, whose clocks change on another day: every time shown is Paris time all the same.
test.use({ timezoneId: "America/New_York" });

test("a weekly series spanning the spring change keeps 06:00 everywhere; one occurrence, then the following, edited", async ({
  page,
  api,
  login,
  plannedWeek,
  openAs,
}) => {
  test.setTimeout(150_000);
  const sunday = springChange();
  const before = shiftDay(sunday, -6);
  const after = shiftDay(sunday, 1);
  const days = [0, 2, 4, 7, 9, 11].map((offset) => shiftDay(before, offset));
  const [{ manager, origin }, karim] = await plannedWeek(["Karim"]);
  const karimName = karim.name;

  const site = uniqueName("Tour Montparnasse");
  await createSite(page.request, origin, { name: site });

  // Monday, Wednesday and Friday 06:00–08:00, from the Monday before the change to the Friday after.
  const title = uniqueName("Bureaux");
  await visit(page, `/admin/schedules?semaine=${before}`);
  const hours = { start: `${before}T06:00`, end: `${before}T08:00` };
  const add = await fillNewPlanning(page, { employee: karim, title, ...hours, location: site });
  await add.getByRole("checkbox", { name: "Répéter chaque semaine" }).check();
  for (const day of ["lundi", "mercredi", "vendredi"])
    await add.getByRole("checkbox", { name: day, exact: true }).check();
  await add.getByLabel("Jusqu'au").fill(days[5] ?? "");
  // Easter Monday can fall on the Monday after the change (29 March 2027): the series works public holidays.
  await add.getByRole("radio", { name: "Travaillés", exact: true }).check();
  await add.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expectToast(page, "Succès", "Le planning récurrent a été ajouté avec succès (6 occurrences).");

  const karimRow = () =>
    page
      .getByRole("grid", { name: /Plannings par employé/ })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: karimName }) })
      .getByRole("gridcell");
  const block = (day: number, time: string) =>
    karimRow()
      .nth(day)
      .getByRole("button", { name: `${time}, ${site}, ${title}` });
  for (const monday of [before, after]) {
    await visit(page, `/admin/schedules?semaine=${monday}&vue=employes&employe=${karim.id}`);
    for (const day of [0, 2, 4]) await expect(block(day, "06:00–08:00")).toBeVisible();
  }

  // Karim's week and calendar feed: 06:00 on both sides of the change.
  await login(karim, page);
  for (const monday of [before, after]) {
    await visit(page, `/my-schedule?semaine=${monday}`);
    const cards = page.getByRole("article").filter({ hasText: title });
    await expect(cards).toHaveCount(3);
    for (let index = 0; index < 3; index++) await expect(cards.nth(index)).toContainText("06:00 – 08:00");
  }
  await page.getByRole("navigation", { name: "Raccourcis" }).getByRole("link", { name: "Mon agenda" }).click();
  await page.getByRole("button", { name: "Créer mon lien d'abonnement" }).click();
  const feedUrl = await page.getByLabel("Adresse de mon agenda (iCalendar)").inputValue();
  const outsider = await api();
  const feed = (await (await outsider.get(feedUrl)).text()).replace(/\r\n[ \t]/g, "");
  for (const day of days) expect(feed).toContain(`DTSTART;TZID=Europe/Paris:${day.replaceAll("-", "")}T060000`);

  // One occurrence moved alone: Wednesday before the change, 07:00–09:00.
  await openAs(manager, `/admin/schedules?semaine=${before}&vue=employes&employe=${karim.id}`);
  await block(2, "06:00–08:00").click();
  const edit = page.getByRole("dialog", { name: "Modifier le planning" });
  const update = async (day: string | undefined, [start, end]: [string, string]) => {
    await edit.getByLabel("Date et heure de début").fill(`${day}T${start}`);
    await edit.getByLabel("Date et heure de fin").fill(`${day}T${end}`);
    await edit.getByRole("button", { name: "Mettre à jour" }).click();
  };
  await expect(edit.getByRole("radio", { name: "Cette occurrence", exact: true })).toBeChecked();
  await update(days[1], ["07:00", "09:00"]);
  await expectToast(page, "Succès", "Le planning a été mis à jour avec succès.");
  await expect(block(2, "07:00–09:00")).toBeVisible();
  await expect(block(0, "06:00–08:00")).toBeVisible();

  // From Friday before the change on: 06:30–08:30. Wednesday, edited alone, stays as it was.
  await block(4, "06:00–08:00").click();
  await edit.getByRole("radio", { name: "Cette occurrence et les suivantes" }).check();
  await update(days[2], ["06:30", "08:30"]);
  await expectToast(page, "Succès", "La série a été mise à jour avec succès.");
  await expect(block(4, "06:30–08:30")).toBeVisible();
  await expect(block(2, "07:00–09:00")).toBeVisible();
  await expect(block(0, "06:00–08:00")).toBeVisible();
  await visit(page, `/admin/schedules?semaine=${after}&vue=employes&employe=${karim.id}`);
  for (const day of [0, 2, 4]) await expect(block(day, "06:30–08:30")).toBeVisible();
});

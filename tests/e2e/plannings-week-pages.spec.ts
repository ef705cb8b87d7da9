import { shiftDay } from "../../app/lib/time";
import { expect, expectAccessible, visit } from "./fixtures";
import { findOnPages, planningRow } from "./planning-page";
import { createPlanning, test, uniqueName } from "./plannings-helpers";

test("the week navigation shows one week at a time, or all of them", async ({ page, plannedWeek }) => {
  const [{ manager, monday, plan }] = await plannedWeek([], { weeks: 2 });
  const thisWeek = uniqueName("Cette semaine");
  const nextWeek = uniqueName("La suivante");
  await plan({ employees: [manager], title: thisWeek, day: 6, hours: "20:00–23:00" });
  await plan({ employees: [manager], title: nextWeek, day: 7, hours: "06:00–08:00" });

  await visit(page, `/admin/schedules?semaine=${shiftDay(monday, 3)}`);
  const fr = (day: string) => day.split("-").reverse().join("/");
  await expect(page.getByText(`Semaine du ${fr(monday)} au ${fr(shiftDay(monday, 6))}`)).toBeVisible();
  await expect(planningRow(page, thisWeek)).toHaveCount(1);
  await expect(planningRow(page, nextWeek)).toHaveCount(0);

  await page.getByRole("link", { name: "Semaine suivante" }).click();
  await expect(page).toHaveURL(new RegExp(`semaine=${shiftDay(monday, 7)}`));
  await expect(planningRow(page, nextWeek)).toHaveCount(1);
  await expect(planningRow(page, thisWeek)).toHaveCount(0);

  // 'Toutes' is paginated too: other tests' plannings may come first.
  await page.getByRole("link", { name: "Toutes" }).click();
  await expect(page.getByText("Tous les plannings")).toBeVisible();
  await expect(await findOnPages(page, thisWeek)).toHaveCount(1);
  await page.goto("/admin/schedules?semaine=toutes");
  await expect(await findOnPages(page, nextWeek)).toHaveCount(1);
});

test("a week of 60 plannings shows 50 per page, the group header counting all 60", async ({
  page,
  browser,
  plannedWeek,
}) => {
  test.setTimeout(120_000);
  const [{ manager, monday, origin }] = await plannedWeek([]);
  const location = uniqueName("Gare de Lyon");
  const prefix = uniqueName("Quai");
  const titles = Array.from({ length: 60 }, (_, index) => `${prefix} ${String(index + 1).padStart(2, "0")}`);
  for (const [index, title] of titles.entries()) {
    const day = shiftDay(monday, Math.floor(index / 10));
    const hour = String(6 + (index % 10)).padStart(2, "0");
    await createPlanning(page.request, origin, {
      employeeIds: [manager.id],
      title,
      startTime: `${day}T${hour}:00`,
      endTime: `${day}T${hour}:45`,
      location,
    });
  }

  await visit(page, `/admin/schedules?semaine=${monday}`);
  const group = page.getByRole("region", { name: location });
  await expect(group.getByRole("heading", { name: `${location} 60 plannings dont 50 sur cette page` })).toBeVisible();
  await expect(group.getByRole("row")).toHaveCount(51);
  await expect(planningRow(page, titles[0] as string)).toHaveCount(1);
  await expect(planningRow(page, titles[50] as string)).toHaveCount(0);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByText("Page 1 sur 2")).toBeVisible();
  await expect(pages.getByRole("link", { name: "Page précédente" })).toHaveCount(0);

  // The selection is of the page shown: another page starts an empty one.
  await page.getByRole("button", { name: "Sélectionner" }).click();
  await page.getByRole("checkbox", { name: `Sélectionner ${titles[0]}` }).check();
  await expect(page.getByText("1 planning sélectionné")).toBeVisible();

  await pages.getByRole("link", { name: "Page suivante" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`semaine=${monday}&page=2`));
  await expect(group.getByRole("heading", { name: `${location} 60 plannings dont 10 sur cette page` })).toBeVisible();
  await expect(group.getByRole("row")).toHaveCount(11);
  await expect(planningRow(page, titles[50] as string)).toHaveCount(1);
  await expect(planningRow(page, titles[59] as string)).toHaveCount(1);
  await expect(page.getByText("0 planning sélectionné")).toBeVisible();
  await expect(page.getByRole("button", { name: "Partager" })).toBeDisabled();
  await expectAccessible(page);

  await pages.getByRole("link", { name: "Page précédente" }).click();
  await expect(page).toHaveURL(new RegExp(`semaine=${monday}$`));
  await expect(planningRow(page, titles[49] as string)).toHaveCount(1);

  // Plain links: the pages work without JavaScript.
  const withoutScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await withoutScript.newPage();
  await plain.goto(`${origin}/admin/schedules?semaine=${monday}`);
  await plain.getByRole("link", { name: "Page suivante" }).click();
  await expect(plain).toHaveURL(/page=2/);
  await expect(planningRow(plain, titles[59] as string)).toHaveCount(1);
  await withoutScript.close();
});

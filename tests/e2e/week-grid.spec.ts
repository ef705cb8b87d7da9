import { dayName, gridDays } from "../../app/features/schedules/week-grid/grid-days";
import { GRID_PAGE_SIZE } from "../../app/features/schedules/week-grid/week-grid";
import { PARIS, shiftDay, todayIn } from "../../app/lib/time";
import { expect, expectAccessibleWithoutToasts, visit } from "./fixtures";
import { expectToast } from "./planning-page";
import { test, uniqueName } from "./plannings-helpers";

// The browser lives in another zone than the company: every time on the grid is Paris time all the same.
test.use({ timezoneId: "America/New_York" });

test("a manager reads the week by employee, fills an empty day, opens a shift and moves with the keyboard", async ({
  page,
  plannedWeek,
}) => {
  const [{ monday, plan }, karim] = await plannedWeek(["Karim"]);
  const [mondayName, tuesdayName, wednesdayName, , , , sundayName] = gridDays(monday, "").map(dayName);
  const tuesday = shiftDay(monday, 1);
  const place = uniqueName("Tour Montparnasse");
  const night = uniqueName("Nuit");
  const title = uniqueName("Bureaux");
  await plan({ employees: [karim], title, day: 2, hours: "06:00–08:00", location: place });
  await plan({ employees: [karim], title: night, day: 4, hours: "22:00–05:00", location: place });

  await visit(page, `/admin/schedules?semaine=${monday}&vue=employes`);
  await expect(
    page.getByRole("navigation", { name: "Affichage" }).getByRole("link", { name: "Employés" }),
  ).toHaveAttribute("aria-current", "page");

  // Filter by employee: one row, Karim's.
  const name = karim.name;
  await page.getByLabel("Employé", { exact: true }).selectOption({ label: name });
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(new RegExp(`employe=${karim.id}`));
  const grid = page.getByRole("grid", { name: /Plannings par employé/ });
  await expect(grid.getByRole("rowheader")).toHaveCount(1);
  const row = grid.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });

  // The shift in Karim's row, Wednesday's column, at 06:00 Paris; the night shift on Friday, until the next day.
  const cells = row.getByRole("gridcell");
  await expect(cells.nth(2).getByRole("button", { name: `06:00–08:00, ${place}, ${title}` })).toBeVisible();
  await expect(cells.nth(4)).toContainText("22:00–05:00→ lendemain");
  await expect(grid.getByRole("columnheader").nth(3)).toHaveText(/mercredi/);

  // An empty day opens the add dialog with Karim checked and that day prefilled.
  await cells
    .nth(1)
    .getByRole("button", { name: `Ajouter un planning pour ${name} le ${tuesdayName}` })
    .click();
  const add = page.getByRole("dialog", { name: "Ajouter un planning" });
  await expect(add.getByRole("checkbox", { name: new RegExp(karim.firstName) })).toBeChecked();
  await expect(add.getByLabel("Date et heure de début")).toHaveValue(`${tuesday}T08:00`);
  await expect(add.getByLabel("Date et heure de fin")).toHaveValue(`${tuesday}T12:00`);
  const added = uniqueName("Vitres");
  await add.getByLabel("Titre").fill(added);
  await add.getByLabel("Date et heure de fin").fill(`${tuesday}T11:00`);
  await add.getByLabel("Localisation").fill(place);
  await add.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expectToast(page, "Succès", "Le planning a été ajouté avec succès.");
  await expect(cells.nth(1).getByRole("button", { name: `08:00–11:00, ${place}, ${added}` })).toBeVisible();
  await expectAccessibleWithoutToasts(page);

  // A block opens its planning's edit dialog.
  await cells
    .nth(2)
    .getByRole("button", { name: new RegExp(title) })
    .click();
  const edit = page.getByRole("dialog", { name: "Modifier le planning" });
  await expect(edit.getByLabel("Titre")).toHaveValue(title);
  await edit.getByRole("button", { name: "Annuler" }).click();
  await expect(edit).toBeHidden();

  // Keyboard: the grid is one Tab stop, back on the control last used; arrows, Home and End move; Enter opens.
  const focused = page.locator(":focus");
  await page.getByRole("link", { name: "Retirer les filtres" }).focus();
  await page.keyboard.press("Tab");
  await expect(focused).toHaveAccessibleName(new RegExp(title));
  await page.keyboard.press("Home");
  await expect(focused).toHaveAccessibleName(`Ajouter un planning pour ${name} le ${mondayName}`);
  await page.keyboard.press("ArrowRight");
  await expect(focused).toHaveAccessibleName(new RegExp(`^08:00–11:00, .*${added}`));
  await page.keyboard.press("ArrowDown");
  await expect(focused).toHaveAccessibleName(`Ajouter un planning pour ${name} le ${tuesdayName}`);
  await page.keyboard.press("ArrowRight");
  await expect(focused).toHaveAccessibleName(`Ajouter un planning pour ${name} le ${wednesdayName}`);
  await page.keyboard.press("ArrowUp");
  await expect(focused).toHaveAccessibleName(new RegExp(title));
  await page.keyboard.press("End");
  await expect(focused).toHaveAccessibleName(`Ajouter un planning pour ${name} le ${sundayName}`);
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(focused).toHaveAccessibleName(new RegExp(title));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Modifier le planning" }).getByLabel("Titre")).toHaveValue(title);
});

test("the sites view puts shifts in their site's row, prefills the site, and marks today", async ({
  page,
  plannedWeek,
}) => {
  const [{ monday, plan }, sofia] = await plannedWeek(["Sofia"]);
  const place = uniqueName("Entrepôt");
  const title = uniqueName("Quai");
  await plan({ employees: [sofia], title, day: 3, hours: "19:00–21:30", location: place });
  await visit(page, `/admin/schedules?semaine=${monday}&vue=sites&employe=${sofia.id}`);
  const grid = page.getByRole("grid", { name: /Plannings par site/ });
  const row = grid.getByRole("row").filter({ has: page.getByRole("rowheader", { name: place }) });
  const name = sofia.name;
  await expect(
    row
      .getByRole("gridcell")
      .nth(3)
      .getByRole("button", { name: `19:00–21:30, ${place}, ${title}, ${name}` }),
  ).toBeVisible();
  const friday = gridDays(monday, "").map(dayName)[4];
  await row.getByRole("button", { name: `Ajouter un planning à ${place} le ${friday}` }).click();
  const add = page.getByRole("dialog", { name: "Ajouter un planning" });
  await expect(add.getByLabel("Localisation")).toHaveValue(place);
  await expect(add.getByRole("checkbox", { name: new RegExp(sofia.firstName) })).toBeChecked();
  await add.getByRole("button", { name: "Annuler" }).click();

  // This week (no week asked): today's column, in Paris, is marked.
  await visit(page, `/admin/schedules?vue=employes&employe=${sofia.id}`);
  const today = todayIn(PARIS);
  const current = page.locator('th[scope="col"][aria-current="date"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(String(Number(today.slice(8))));
});

test("the list stays the default view, and links to the grids keep the week", async ({ page, plannedWeek }) => {
  const [{ monday }] = await plannedWeek([]);
  await visit(page, `/admin/schedules?semaine=${monday}`);
  await expect(page.getByText("Aucun planning trouvé")).toBeVisible();
  await page.getByRole("navigation", { name: "Affichage" }).getByRole("link", { name: "Sites" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?semaine=${monday}&vue=sites$`));
  await page.getByRole("link", { name: "Semaine suivante" }).click();
  await expect(page).toHaveURL(new RegExp(`semaine=${shiftDay(monday, 7)}&vue=sites`));
  await expect(page.getByRole("grid", { name: /Plannings par site/ })).toBeVisible();
});

test("the employees grid shows a page of rows; the next page is a link, reached by keyboard, that keeps the week", async ({
  page,
  plannedWeek,
}) => {
  // More employees than a page holds, whatever the other tests made.
  const firstNames = Array.from({ length: GRID_PAGE_SIZE + 1 }, () => "Équipe");
  const [{ monday }] = await plannedWeek(firstNames);
  await visit(page, `/admin/schedules?semaine=${monday}&vue=employes`);
  const grid = page.getByRole("grid", { name: /Plannings par employé/ });
  await expect(grid.getByRole("rowheader")).toHaveCount(GRID_PAGE_SIZE);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages).toContainText(/Page 1 sur \d+/);
  await expect(pages.getByRole("link", { name: "Page précédente" })).toHaveCount(0);

  // The grid is one Tab stop; the next one is the next page.
  const focused = page.locator(":focus");
  await page.getByRole("button", { name: "Filtrer" }).focus();
  await page.keyboard.press("Tab");
  await expect(focused).toHaveAttribute("data-grid-position", /.+/);
  await page.keyboard.press("Tab");
  await expect(focused).toHaveAccessibleName("Page suivante");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?semaine=${monday}&vue=employes&page=2$`));
  await expect(pages).toContainText(/Page 2 sur \d+/);
  await expect(grid.getByRole("rowheader").first()).toBeVisible();
  await expectAccessibleWithoutToasts(page);

  // The next week keeps the page; the previous page link leads back to the first.
  await page.getByRole("link", { name: "Semaine suivante" }).click();
  await expect(page).toHaveURL(new RegExp(`semaine=${shiftDay(monday, 7)}&vue=employes&page=2$`));
  await pages.getByRole("link", { name: "Page précédente" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?semaine=${shiftDay(monday, 7)}&vue=employes$`));
  await expect(grid.getByRole("rowheader")).toHaveCount(GRID_PAGE_SIZE);
});

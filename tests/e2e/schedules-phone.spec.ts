import type { Locator, Page } from "@playwright/test";
import { shiftDay } from "../../app/lib/time";
import { expect, expectAccessible, visit } from "./fixtures";
import { planningRow } from "./planning-page";
import { test, uniqueName } from "./plannings-helpers";

const PHONE = { width: 390, height: 844 };
const ACTIONS = [
  "Voir le planning",
  "Modifier le planning",
  "Ajouter un employé",
  "Retirer un employé",
  "Supprimer le planning",
];

test.use({ viewport: PHONE });

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page, "la page défile de côté").toBeLessThanOrEqual(widths.screen);
}

/** Whole inside the screen's width, and at least 44 px each way (a finger's target). */
async function expectTouchTarget(control: Locator) {
  const box = await control.boundingBox();
  expect(box, "contrôle absent").not.toBeNull();
  if (!box) return;
  const name = String(control);
  expect(box.x, `${name} : à gauche de l'écran`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} : à droite de l'écran`).toBeLessThanOrEqual(PHONE.width);
  expect(box.height, `${name} : hauteur`).toBeGreaterThanOrEqual(44);
  expect(box.width, `${name} : largeur`).toBeGreaterThanOrEqual(44);
}

test("on a phone, each planning is a card whose actions fit the screen and open full-screen sheets @phone", async ({
  page,
  plannedWeek,
}) => {
  const [{ monday, plan }, anne, karim] = await plannedWeek(["Anne", "Karim"]);
  const location = uniqueName("Tour Montparnasse");
  const title = uniqueName("Bureaux");
  await plan({
    employees: [anne, karim],
    title,
    day: 1,
    hours: "06:00–08:30",
    location,
    description: "Badge à l'accueil, code 4512",
  });
  await plan({ employees: [karim], title: uniqueName("Vitres"), day: 2, hours: "18:00–20:00", location });

  await visit(page, `/admin/schedules?semaine=${monday}`);
  await expectNoSidewaysScroll(page);

  // The card: its title, place, people and period, then every action of the table's row, under the same names.
  const card = planningRow(page, title);
  const day = shiftDay(monday, 1).split("-").reverse().join("/");
  await expect(card).toContainText(location);
  await expect(card).toContainText(`Début : ${day} à 06:00`);
  await expect(card).toContainText(`Fin : ${day} à 08:30`);
  for (const person of [anne, karim]) {
    await expectTouchTarget(card.getByRole("button", { name: person.name }));
  }
  for (const action of ACTIONS) {
    const button = card.getByRole("button", { name: action, exact: true });
    await expect(button).toBeInViewport();
    await expectTouchTarget(button);
  }

  // The screen's own controls are 44 px targets too.
  for (const name of ["Sélectionner", "Copier la semaine", "Ajouter un planning"]) {
    await expectTouchTarget(page.getByRole("button", { name, exact: true }));
  }
  for (const name of ["Semaine précédente", "Semaine suivante", "Toutes"]) {
    await expectTouchTarget(page.getByRole("navigation", { name: "Période affichée" }).getByRole("link", { name }));
  }
  for (const name of ["Employés", "Sites", "Liste"]) {
    await expectTouchTarget(page.getByRole("navigation", { name: "Affichage" }).getByRole("link", { name }));
  }
  await page.getByRole("button", { name: "Sélectionner" }).click();
  const box = page.getByRole("checkbox", { name: `Sélectionner ${title}` });
  await expectTouchTarget(page.locator("label").filter({ has: box }));
  await page.locator("label").filter({ has: box }).click();
  await expect(box).toBeChecked();
  await page.getByRole("button", { name: "Quitter la sélection" }).click();

  // 'Modifier' opens a sheet that fills the screen, its buttons in view at the bottom while the form scrolls.
  await card.getByRole("button", { name: "Modifier le planning" }).click();
  const edit = page.getByRole("dialog", { name: "Modifier le planning" });
  await expect(edit).toBeVisible();
  expect(await edit.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });
  await expect(edit.getByRole("button", { name: "Mettre à jour" })).toBeInViewport();
  await expectTouchTarget(edit.getByRole("button", { name: "Mettre à jour" }));
  await expectTouchTarget(edit.getByRole("button", { name: "Fermer" }));
  await expectAccessible(page);
  await edit.getByRole("button", { name: "Annuler" }).click();
  await expect(edit).toBeHidden();

  // The add dialog: each employee's row is the checkbox's target, 44 px tall.
  await page.getByRole("button", { name: "Ajouter un planning" }).click();
  const add = page.getByRole("dialog", { name: "Ajouter un planning" });
  const anneBox = add.getByRole("checkbox", { name: new RegExp(anne.firstName) });
  const anneRow = add
    .locator("label")
    .filter({ has: page.getByRole("checkbox", { name: new RegExp(anne.firstName) }) });
  const row = await anneRow.boundingBox();
  expect(row?.height).toBeGreaterThanOrEqual(44);
  await anneRow.click({ position: { x: (row?.width ?? 0) - 4, y: 4 } });
  await expect(anneBox).toBeChecked();
  await expectAccessible(page);
});

for (const view of ["employes", "sites"]) {
  test(`on a phone, the week grid by ${view} scrolls inside its frame, not the page @phone`, async ({
    page,
    plannedWeek,
  }) => {
    const [{ monday, plan }, anne] = await plannedWeek(["Anne"]);
    await plan({
      employees: [anne],
      title: uniqueName("Bureaux"),
      day: 3,
      hours: "06:00–08:00",
      location: uniqueName("Opéra"),
    });

    await visit(page, `/admin/schedules?semaine=${monday}&vue=${view}`);
    await expect(page.getByRole("grid")).toBeVisible();
    await expectNoSidewaysScroll(page);
    const frame = page.locator(".week-grid");
    const frameWidths = await frame.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(frameWidths[0]).toBeGreaterThan(frameWidths[1] as number);

    for (const name of ["Filtrer"]) await expectTouchTarget(page.getByRole("button", { name }));
    await expectTouchTarget(page.getByLabel("Site", { exact: true }));
    await expectTouchTarget(page.getByLabel("Employé", { exact: true }));
  });
}

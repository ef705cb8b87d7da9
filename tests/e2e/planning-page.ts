import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/** The row of a planning, found by its title. */
export function planningRow(page: Page, title: string) {
  return page.getByRole("row").filter({ has: page.getByRole("cell", { name: title, exact: true }) });
}

/**
 * Follows 'Page suivante' until the planning's row shows (the list is paginated). Other tests add and delete
 * plannings meanwhile, so a row can slip back onto a page already passed: a pass that ends on the last page without
 * it starts again from the first, up to three times, before failing.
 */
export async function findOnPages(page: Page, title: string) {
  const row = planningRow(page, title);
  const next = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page suivante" });
  const first = new URL(page.url());
  first.searchParams.delete("page");
  for (let pass = 1; pass <= 3 && (await row.count()) === 0; pass++) {
    if (pass > 1) await page.goto(`${first.pathname}${first.search}`);
    // The next page is loaded from its link's address rather than clicked: a whole run's plannings make many pages,
    // and a click on a page still hydrating can be lost.
    while ((await row.count()) === 0 && (await next.count()) > 0) {
      await page.goto((await next.getAttribute("href")) as string);
    }
  }
  await expect(row, `« ${title} » introuvable`).not.toHaveCount(0);
  await waitForHydration(page);
  return row;
}

export async function expectToast(page: Page, title: string, description: string, options = { close: true }) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: description });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
  if (!options.close) return;
  // Closed once read: sonner's coloured success toast fails axe's contrast check (reported to the foundation).
  await toast.getByRole("button").click();
  await expect(toast).toBeHidden();
}

/**
 * Opens the 'Ajouter un planning' dialog and fills in the employee, the title, the times and, when given, the place;
 * returns the dialog.
 */
export async function fillNewPlanning(
  page: Page,
  planning: { employee: { firstName: string }; title: string; start: string; end: string; location?: string },
) {
  await page.getByRole("button", { name: "Ajouter un planning" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajouter un planning" });
  await dialog.getByRole("checkbox", { name: new RegExp(planning.employee.firstName) }).check();
  await dialog.getByLabel("Titre").fill(planning.title);
  await dialog.getByLabel("Date et heure de début").fill(planning.start);
  await dialog.getByLabel("Date et heure de fin").fill(planning.end);
  if (planning.location !== undefined) await dialog.getByLabel("Localisation").fill(planning.location);
  return dialog;
}

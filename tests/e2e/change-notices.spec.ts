import { expect, expectAccessible, visit, waitForHydration } from "./fixtures";
import { expectToast, fillNewPlanning } from "./planning-page";
import { test, uniqueName } from "./plannings-helpers";

test("an employee switches change notices off and on from their week, without JavaScript too", async ({
  browser,
  login,
  newAccount,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const anne = await newAccount({ role: "employee", firstName: uniqueName("Anne") });
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ baseURL, locale: "fr-FR", javaScriptEnabled });
    const page = await context.newPage();
    await login(anne, page);
    // axe needs JavaScript: the page without it is checked for what it does only.
    await page.goto("/my-schedule");
    if (javaScriptEnabled) await waitForHydration(page);
    const toggle = page.getByRole("checkbox", { name: /Recevoir un e-mail quand mes interventions/ });
    await page.getByRole("navigation", { name: "Raccourcis" }).getByRole("link", { name: "Être prévenu(e)" }).click();
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByRole("status")).toHaveText("Vous ne recevrez plus d'e-mail de changement.");
    await page.goto("/my-schedule");
    if (javaScriptEnabled) await waitForHydration(page);
    if (javaScriptEnabled) await expectAccessible(page);
    await page.getByRole("navigation", { name: "Raccourcis" }).getByRole("link", { name: "Être prévenu(e)" }).click();
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByRole("status")).toHaveText("Vous serez prévenu(e) par e-mail des changements.");
    await context.close();
  }
});

test("a manager adds a planning without notifying its employees", async ({ page, plannedWeek }) => {
  const [{ monday }, anne] = await plannedWeek(["Anne"]);
  await visit(page, `/admin/schedules?semaine=${monday}`);
  const add = await fillNewPlanning(page, {
    employee: anne,
    title: uniqueName("Vitres"),
    start: `${monday}T07:00`,
    end: `${monday}T09:00`,
  });
  await add.getByRole("checkbox", { name: "Sans notification : ne pas prévenir le personnel par e-mail" }).check();
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().includes("/admin/schedules"),
  );
  await add.getByRole("button", { name: "Ajouter", exact: true }).click();
  expect((await posted).postData()).toMatch(/(^|&|\r\n\r\n)notify=off|name="notify"\r\n\r\noff/);
  await expectToast(page, "Succès", "Le planning a été ajouté avec succès.");
});

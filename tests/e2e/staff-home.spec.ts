import { todayIn } from "../../app/lib/time";
import { expect, test, visit, waitForHydration } from "./fixtures";
import { planningRow } from "./planning-page";
import { createPlanning, postScheduleAction, uniqueName } from "./plannings-helpers";
import { phoneAndTablet, scrollsSideways } from "./small-screens";

test.use({ timezoneId: "America/New_York" });

for (const viewport of phoneAndTablet) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`a manager's home shows today's shift by site and the shifts nobody works (${viewport.name}) @phone`, async ({
      page,
      baseURL,
      login,
      newAccount,
    }) => {
      const origin = baseURL as string;
      await login({ role: "manager" }, page);
      const employee = await newAccount({ role: "employee", firstName: uniqueName("Inès") });
      const today = todayIn("Europe/Paris");
      const staffed = uniqueName("Bureaux");
      const nobody = uniqueName("Vitres");
      const place = uniqueName("Bastille");
      for (const title of [staffed, nobody]) {
        await createPlanning(page.request, origin, {
          employeeIds: [employee.id],
          title,
          startTime: `${today}T05:15`,
          endTime: `${today}T06:45`,
          location: place,
        });
      }
      // Nobody on the second one: its only employee is taken off it.
      await page.goto(`/admin/schedules?semaine=${today}`);
      await waitForHydration(page);
      const remove = page.getByRole("button", { name: "Retirer un employé" });
      await expect(planningRow(page, nobody)).not.toHaveCount(0);
      await planningRow(page, nobody).getByRole("button", { name: "Retirer un employé" }).click();
      const assignmentId = (await page.getByRole("radio").first().getAttribute("value")) ?? "";
      const planningId = await page.locator('input[name="planningId"]').inputValue();
      await page.keyboard.press("Escape");
      expect(await remove.count()).toBeGreaterThan(0);
      const removed = await postScheduleAction(page.request, origin, {
        intent: "remove-employee",
        planningId,
        assignmentId,
      });
      expect(removed.status()).toBe(200);

      await visit(page, "/admin");
      await expect(page.getByRole("heading", { level: 1, name: "Accueil du personnel" })).toBeVisible();
      const todayPanel = page.getByRole("region", { name: "Aujourd'hui" });
      const group = todayPanel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: place }) });
      const shift = group.getByRole("listitem").filter({ hasText: staffed });
      await expect(shift).toContainText("05:15–06:45");
      await expect(shift).toContainText(employee.name);
      await expect(group.getByRole("listitem").filter({ hasText: nobody })).toContainText("Aucun employé assigné");
      const unassigned = page.getByRole("region", { name: /^Sans employé assigné/ });
      await expect(unassigned.getByRole("listitem").filter({ hasText: nobody })).toContainText("05:15–06:45");
      await expect(unassigned.getByText(staffed)).toHaveCount(0);
      await expect(
        unassigned.getByRole("link", { name: new RegExp(`^Trouver un employé : ${nobody}`) }),
      ).toHaveAttribute("href", `/admin/replacements/${planningId}`);
      await expect(page.getByRole("region", { name: /^Nouvelles demandes/ })).toBeVisible();
      await expect(page.getByRole("region", { name: /^Alertes de la semaine/ })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
    });
  });
}

test("the staff bar's logo leads managers and admins home; employees and visitors are sent away", async ({
  page,
  api,
  newAccount,
  openAs,
}) => {
  await openAs({ role: "admin" }, "/admin/sites");
  await page.getByRole("link", { name: "Clarté Propreté, accueil du personnel" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Accueil du personnel" })).toBeVisible();

  const asEmployee = await api(await newAccount({ role: "employee" }));
  const refused = await asEmployee.get("/admin", { maxRedirects: 0 });
  expect(refused.status()).toBeGreaterThanOrEqual(300);
  expect(refused.status()).toBeLessThan(400);
  const visitor = await api();
  const signedOut = await visitor.get("/admin", { maxRedirects: 0 });
  expect(signedOut.headers().location).toMatch(/^\/auth/);
});

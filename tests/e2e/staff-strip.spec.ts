import { expect, visit } from "./fixtures";
import { createPlanning, test, uniqueName } from "./plannings-helpers";

test.describe("the strip on /", () => {
  test("an employee sees their next shift, linking to their week", async ({ page, baseURL, login, plannedWeek }) => {
    const [{ asManager }, anne] = await plannedWeek(["Anne"], { managerOn: "request" });
    await createPlanning(asManager, baseURL as string, {
      employeeIds: [anne.id],
      title: uniqueName("Bureaux"),
      startTime: "2028-01-10T06:00",
      endTime: "2028-01-10T09:30",
      location: "Rue de Rivoli",
    });
    await asManager.dispose();
    await login(anne, page);
    const response = await visit(page, "/");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    const strip = page.getByRole("complementary", { name: "Mon travail" });
    await expect(strip).toContainText("Prochaine intervention : Lundi 10 janvier, 06:00 – 09:30 · Rue de Rivoli");
    await strip.getByRole("link", { name: "Voir mon planning" }).click();
    await expect(page).toHaveURL(/\/my-schedule$/);
  });

  for (const role of ["manager", "admin"] as const) {
    test(`a ${role} sees today's work, linking to the plannings`, async ({ page, openAs }) => {
      await openAs({ role }, "/");
      const strip = page.getByRole("complementary", { name: "Mon travail" });
      await expect(strip).toContainText(/(Aucune intervention prévue|\d+ interventions? prévues?) aujourd'hui/);
      await expect(strip.getByRole("link", { name: "Voir le travail du jour" })).toHaveAttribute("href", "/admin");
    });
  }

  test("a visitor gets the prerendered page, without a strip", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("complementary", { name: "Mon travail" })).toHaveCount(0);
  });
});

import { E2E_ORIGIN } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import { SILAE_CODES } from "./payroll";
import { expectToast } from "./planning-page";

test("an admin maps the payroll variables to the company's Silae codes; a bad code is refused in French, and a manager may not", async ({
  page,
  openAs,
}) => {
  await openAs({ role: "admin" }, "/admin/hours");
  await page.getByRole("link", { name: "Codes Silae" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Codes Silae");
  await page.getByLabel("Heures normales").fill(SILAE_CODES.normal);
  await page.getByLabel("Heures de nuit").fill("H NUIT");
  await page.getByLabel("Congés payés (jours ouvrables)").fill(SILAE_CODES.paidLeave);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Un code Silae ne contient que des lettres")).toBeVisible();
  await page.getByLabel("Heures de nuit").fill(SILAE_CODES.night);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Codes Silae enregistrés", "Codes Silae enregistrés");
  await page.reload();
  await expect(page.getByLabel("Heures de nuit")).toHaveValue(SILAE_CODES.night);
  await expectAccessible(page);

  await openAs({ role: "manager" }, "/admin/hours/silae");
  await expect(page).toHaveURL(`${E2E_ORIGIN}/`);
  const refused = await page.request.post("/admin/hours/silae", {
    form: { intent: "codes", normal: "PIRATE" },
    headers: { Origin: E2E_ORIGIN },
    maxRedirects: 0,
  });
  expect(refused.status()).not.toBe(200);
});

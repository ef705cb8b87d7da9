import type { Locator } from "@playwright/test";
import { expect, expectAccessible, expectAccessibleWithoutToasts, test, visit } from "./fixtures";
import { expectToast } from "./planning-page";
import { createSite, siteIdNamed, uniqueName } from "./plannings-helpers";

// The correction that would leave the contract before a single day is answered 409.
test.use({ expectedErrorStatuses: [409] });

/** The site's contracts, newest first: as many rows as contracts, each row showing all of its texts. */
async function expectContracts(rows: Locator, contracts: string[][]) {
  await expect(rows).toHaveCount(contracts.length);
  for (const [index, texts] of contracts.entries()) {
    for (const text of texts) await expect(rows.nth(index)).toContainText(text);
  }
}

const CONTRACT = { weeklyHours: "20", frequency: "hebdomadaire", pricing: "forfait", price: "1250", endsOn: "" };

test("on a phone, a manager corrects a mistaken contract of a site, the one before following its first day, then deletes it and the one before runs again @phone", async ({
  page,
  login,
  baseURL,
}) => {
  await login({ role: "manager" }, page);
  const site = uniqueName("Résidence Daumesnil");
  await createSite(page.request, baseURL ?? "", { name: site });
  const siteId = await siteIdNamed(page.request, site);
  for (const startsOn of ["2024-01-01", "2025-01-01"]) {
    const added = await page.request.post(`/admin/sites/${siteId}?intent=contract-add`, {
      form: { ...CONTRACT, startsOn },
      headers: { Origin: baseURL ?? "" },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  await visit(page, `/admin/sites/${siteId}`);
  const rows = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Corriger le contrat/ }) });
  await expect(rows).toHaveCount(2);

  await page
    .getByRole("button", { name: "Corriger le contrat : 20 h par semaine · Hebdomadaire, depuis le 01/01/2025" })
    .click();
  const correction = page.getByRole("dialog", { name: "Corriger le contrat de prestation" });
  await expect(correction.getByLabel("Heures par semaine")).toHaveValue("20");
  await expect(correction.getByLabel("Fréquence")).toHaveValue("hebdomadaire");
  await expect(correction.getByLabel("Prix HT (€)")).toHaveValue("1250,00");
  await expect(correction.getByLabel("Date de début")).toHaveValue("2025-01-01");
  await expectAccessible(page);

  await correction.getByLabel("Date de début").fill("2024-01-02");
  await correction.getByRole("button", { name: "Enregistrer" }).click();
  const tooSoon =
    "Le contrat précédent commence ce jour-là ou la veille : ce contrat commence au moins deux jours après lui.";
  await expect(correction.getByText(tooSoon)).toBeVisible();
  await expectToast(page, "Erreur", tooSoon, { close: false });
  await correction.getByLabel("Heures par semaine").fill("22.5");
  await correction.getByLabel("Date de début").fill("2025-03-01");
  await correction.getByRole("button", { name: "Enregistrer" }).click();
  await expect(correction).toBeHidden();
  await expectToast(page, "Contrat de prestation corrigé", "Le contrat précédent prend fin le 28/02/2025.");
  await expectContracts(rows, [
    ["22 h 30 par semaine · Hebdomadaire", "En cours", "Depuis le 01/03/2025"],
    ["Du 01/01/2024 au 28/02/2025"],
  ]);

  await page
    .getByRole("button", { name: "Supprimer le contrat : 22 h 30 par semaine · Hebdomadaire, depuis le 01/03/2025" })
    .click();
  const deletion = page.getByRole("dialog", { name: "Confirmer la suppression" });
  await expect(deletion).toContainText("Le contrat précédent, du 01/01/2024, reprendra sans date de fin.");
  await expectAccessibleWithoutToasts(page);
  await deletion.getByRole("button", { name: "Supprimer" }).click();
  await expect(deletion).toBeHidden();
  await expectToast(page, "Contrat de prestation supprimé", "Le contrat précédent court de nouveau, sans date de fin.");
  await expectContracts(rows, [["20 h par semaine · Hebdomadaire", "Depuis le 01/01/2024", "En cours"]]);
  await expectAccessibleWithoutToasts(page);
});

import { shiftDay } from "../../app/lib/time";
import { expect, expectAccessibleWithoutToasts, visit } from "./fixtures";
import { addToEmployeeFile, createSite, test, uniqueName } from "./plannings-helpers";

test("the employees grid shows the week's hours against the contract, the absence and a marker on a short rest @mobile", async ({
  page,
  plannedWeek,
  adminRequest,
}) => {
  const [{ monday, plan }, anne] = await plannedWeek(["Anne"], { contract: false });
  const onFile = (intent: "contract-add" | "absence-add", form: Record<string, string>) =>
    addToEmployeeFile(adminRequest, anne.id, intent, form);
  await onFile("contract-add", { kind: "cdi", weeklyHours: "26", startsOn: shiftDay(monday, -30) });
  const friday = shiftDay(monday, 4);
  await onFile("absence-add", { kind: "paid_leave", startsOn: friday, endsOn: friday });

  // 18:00–23:00 then 06:00–09:00 the next morning: 7 h of rest instead of 11 h.
  const place = uniqueName("Tour Montparnasse");
  const evening = uniqueName("Soir");
  const morning = uniqueName("Matin");
  await plan({ employees: [anne], title: evening, day: 1, hours: "18:00–23:00", location: place });
  await plan({ employees: [anne], title: morning, day: 2, hours: "06:00–09:00", location: place });

  await visit(page, `/admin/schedules?semaine=${monday}&vue=employes&employe=${anne.id}`);
  const grid = page.getByRole("grid", { name: /Plannings par employé/ });
  const header = page.getByRole("rowheader", { name: anne.name });
  // 8 h planned; a 26 h contract less the Friday off (26 h / 6 = 4 h 20) expects 21 h 40.
  await expect(header).toContainText("Prévu 8 h · Contrat 26 h, absences 4 h 20 · Écart −13 h 40");
  const cells = grid.getByRole("row").filter({ has: header }).getByRole("gridcell");
  await expect(cells.nth(4)).toContainText("Congés payés");
  await expect(cells.nth(3)).not.toContainText("Congés payés");

  const shortRest = /^Alerte : Repos quotidien de 7 h seulement/;
  await expect(cells.nth(1).getByRole("button", { name: new RegExp(evening) })).toHaveAccessibleDescription(shortRest);
  await expect(cells.nth(2).getByRole("button", { name: new RegExp(morning) })).toHaveAccessibleDescription(shortRest);
  await expect(cells.nth(2).getByTitle(/^Alerte : Repos quotidien de 7 h/)).toBeVisible();
  await expectAccessibleWithoutToasts(page);

  // The sites grid marks the same shifts, naming whom the alert concerns.
  // A free-text place comes after the sites, on the grid's last page: as many as the suite has made sites.
  const sites = page.getByRole("grid", { name: /Plannings par site/ });
  for (let pageNumber = 1; pageNumber <= 20; pageNumber++) {
    await visit(page, `/admin/schedules?semaine=${monday}&vue=sites&employe=${anne.id}&page=${pageNumber}`);
    if ((await sites.getByRole("rowheader", { name: place }).count()) > 0) break;
  }
  await expect(sites.getByRole("button", { name: new RegExp(morning) })).toHaveAccessibleDescription(
    new RegExp(`^Alerte : ${anne.name} : Repos quotidien`),
  );
  await expect(sites.getByRole("rowheader", { name: place })).not.toContainText("Prévu");
});

test("a site's service contract, recorded on its page, gives the hours the sites grid compares the week with @mobile", async ({
  page,
  plannedWeek,
}) => {
  const [{ monday, plan, asManager, origin }, anne, karim] = await plannedWeek(["Anne", "Karim"]);
  const site = uniqueName("Tour Montparnasse");
  await createSite(asManager, origin, { name: site });
  await visit(page, "/admin/sites");
  await page.getByRole("link", { name: site, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: site })).toBeVisible();
  await expect(page.getByText("Aucun contrat enregistré")).toBeVisible();
  await page.getByRole("button", { name: "Nouveau contrat" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau contrat de prestation" });
  await dialog.getByLabel("Heures par semaine").fill("3");
  await dialog.getByLabel("Fréquence").selectOption({ label: "Hebdomadaire" });
  await dialog.getByLabel("Tarif").selectOption({ label: "Forfait mensuel HT" });
  await dialog.getByLabel("Prix HT (€)").fill("0");
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(dialog.getByText(/Indiquez un prix en euros/)).toBeVisible();
  await dialog.getByLabel("Prix HT (€)").fill("480,50");
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(dialog).toBeHidden();
  const current = page.getByRole("listitem").filter({ hasText: "En cours" });
  await expect(current).toContainText("3 h par semaine · Hebdomadaire");
  await expect(current).toContainText("480,50\u00a0€ HT / mois");
  await expect(page.getByRole("table", { name: "Heures du site par mois" }).getByRole("row")).toHaveCount(7);
  await expectAccessibleWithoutToasts(page);

  // Two people for 2 h, then one for 1 h 30: 5 h 30 of work against the 3 h the client contracted.
  await plan({ employees: [anne, karim], title: uniqueName("Bureaux"), day: 0, hours: "06:00–08:00", location: site });
  await plan({ employees: [anne], title: uniqueName("Vitres"), day: 2, hours: "18:00–19:30", location: site });

  await visit(page, `/admin/schedules?semaine=${monday}&vue=sites`);
  const filters = page.getByRole("form", { name: "Filtrer la semaine" });
  await filters.getByLabel("Site", { exact: true }).selectOption({ label: site });
  await filters.getByRole("button", { name: "Filtrer" }).click();
  const grid = page.getByRole("grid", { name: /Plannings par site/ });
  await expect(grid.getByRole("rowheader", { name: new RegExp(site) })).toContainText(
    "Prévu 5 h 30 · Contrat 3 h · Écart +2 h 30",
  );
  await expectAccessibleWithoutToasts(page);
});

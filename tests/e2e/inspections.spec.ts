import { readFile } from "node:fs/promises";
import { formatInZone, frenchDay, PARIS } from "../../app/lib/time";
import { imageBytes } from "../support/images";
import { pdfText } from "../support/pdf-text";
import { expect, expectAccessible, test, visit } from "./fixtures";
import { expectToast } from "./planning-page";
import { createSite, siteIdNamed, uniqueName } from "./plannings-helpers";

// The photo that is not an image is answered 400.
test.use({ expectedErrorStatuses: [400] });

const CHECKLIST = "Bureaux : contrôle standard";
const CRITICAL = "Cuvettes, urinoirs et lavabos désinfectés";

test("on a phone, a manager inspects a site with a photo: the score shows how it was computed, its corrective actions wait on the staff home until closed, and the month's report carries them @phone", async ({
  page,
  login,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const manager = await login({ role: "manager" }, page);
  const site = uniqueName("Siège Bercy");
  await createSite(page.request, baseURL ?? "", { name: site });
  await visit(page, `/admin/sites/${await siteIdNamed(page.request, site)}`);

  // The site asks more than the default 80 %, and gets its own copy of the company's checklist.
  await page.getByRole("button", { name: "Modifier le seuil (80 %)" }).click();
  const threshold = page.getByRole("dialog", { name: "Seuil des inspections" });
  await threshold.getByLabel("Seuil (%)").fill("90");
  await threshold.getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Seuil enregistré", "Seuil enregistré");
  await page.getByRole("button", { name: `Adapter le modèle ${CHECKLIST} pour ce site` }).click();
  await expectToast(page, "Modèle adapté pour ce site", "Modèle adapté pour ce site");
  await expect(page.getByText(`Seuil : 90 %. Modèle propre au site : ${CHECKLIST} (${site}).`)).toBeVisible();

  await page.getByRole("link", { name: "Nouvelle inspection" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inspection : ${site}`);
  await expectAccessible(page);
  const points = page.getByRole("group", { name: /Poids \d/ });
  await expect(points).toHaveCount(12);
  for (let index = 0; index < 12; index += 1) await points.nth(index).getByText("Conforme", { exact: true }).click();
  const critical = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("group", { name: new RegExp(`^${CRITICAL}`) }) });
  await critical.getByText("Non conforme", { exact: true }).click();
  await page
    .getByRole("group", { name: /^Sol propre/ })
    .getByText("N/A", { exact: true })
    .click();
  await critical.getByText("Commentaire ou photo").click();
  await critical.getByLabel("Commentaire").fill("Tartre sous les robinets du 2e étage");

  // A file named like a photo that is not one is refused in French, and nothing is recorded.
  const photo = critical.getByLabel("Photo");
  await photo.setInputFiles({ name: "tartre.jpg", mimeType: "image/jpeg", buffer: Buffer.from("pas une image") });
  await page.getByRole("button", { name: "Enregistrer l'inspection" }).click();
  await expect(critical.getByText("La photo doit être une image JPEG, PNG ou WebP.")).toBeVisible();
  await expect(page).toHaveURL(/\/inspection$/);
  // The refusal keeps every verdict chosen.
  await expect(critical.getByRole("radio", { name: "Non conforme" })).toBeChecked();
  await expect(page.getByRole("group", { name: /^Sol propre/ }).getByRole("radio", { name: "N/A" })).toBeChecked();
  const png = await imageBytes("png", 2400, 1800);
  await photo.setInputFiles({ name: "tartre.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Enregistrer l'inspection" }).click();

  // 26 of 31 points counted (the N/A point's 2 left out): 83 %, under the site's 90 %; and a critical point failed.
  await expect(page).toHaveURL(/\/admin\/inspections\/[0-9a-f-]{36}$/);
  await expectToast(page, "Inspection enregistrée : score de 83 %", "2 actions correctives sont ouvertes.");
  await expect(page.getByText("83 %", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "26 points conformes sur 31 points comptés, 2 points sans objet (N/A) non comptés : 26 ÷ 31 = 83 %.",
    ),
  ).toBeVisible();
  const evidence = page.getByRole("img", { name: `Constat : ${CRITICAL}` });
  await expect.poll(() => evidence.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);
  await expect(page.getByText("« Tartre sous les robinets du 2e étage »")).toBeVisible();
  await expectAccessible(page);

  // The staff home lists both actions until each is closed.
  await visit(page, "/admin");
  const actions = page.getByRole("region", { name: /^Actions correctives/ });
  await expect(actions.getByRole("listitem").filter({ hasText: site })).toHaveCount(2);
  await actions
    .getByRole("link", { name: `Voir l'action corrective : ${site}, Point critique non conforme : ${CRITICAL}` })
    .click();
  // Who is in charge, and by when: the manager, two weeks from today instead of the week given at first.
  const due = formatInZone(new Date(Date.now() + 14 * 86_400_000), "yyyy-MM-dd", PARIS);
  await page
    .getByRole("button", { name: `Modifier l'action corrective : Point critique non conforme : ${CRITICAL}` })
    .click();
  const plan = page.getByRole("dialog", { name: "Responsable et échéance" });
  await plan.getByLabel("Responsable").selectOption({ label: manager.name });
  await plan.getByLabel("À faire avant le").fill(due);
  await plan.getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Action corrective mise à jour", "Action corrective mise à jour");
  await expect(page.getByText(`À faire avant le ${frenchDay(due)} · Responsable : ${manager.name}`)).toBeVisible();
  await page
    .getByRole("button", { name: `Clore l'action corrective : Point critique non conforme : ${CRITICAL}` })
    .click();
  const closing = page.getByRole("dialog", { name: "Clore l'action corrective" });
  await closing.getByRole("button", { name: "Enregistrer" }).click();
  await expect(closing.getByText("Ce champ est requis")).toBeVisible();
  await closing.getByLabel("Ce qui a été fait").fill("Détartrage complet fait le lendemain");
  await closing.getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Action corrective close", "Action corrective close");
  await expect(page.getByText("Ce qui a été fait : « Détartrage complet fait le lendemain »")).toBeVisible();
  await visit(page, "/admin");
  await expect(actions.getByRole("listitem").filter({ hasText: site })).toHaveText(
    /Score de 83 %, sous le seuil de 90 %/,
  );
  await expectAccessible(page);

  // The site's report of this month, as its client will read it: the score and the actions' state.
  await visit(page, `/admin/sites/${await siteIdNamed(page.request, site)}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("link", { name: /^Rapport mensuel de .+ \(PDF\)$/ })
      .first()
      .click(),
  ]);
  const report = pdfText(await readFile(await download.path())).replace(/\s+/g, " ");
  expect(report).toContain(`Rapport mensuel de prestation ${site}`);
  expect(report).toMatch(/Contrôles qualité \(1\) \S+ \d+ \S+ : score 83 % \(seuil 90 %\)/);
  expect(report).toContain(
    `Action corrective : Point critique non conforme : ${CRITICAL} — close : Détartrage complet fait le lendemain`,
  );
  expect(report).toMatch(
    /Action corrective : Score de 83 %, sous le seuil de 90 % — ouverte, avant le \d\d\/\d\d\/\d{4}/,
  );
});

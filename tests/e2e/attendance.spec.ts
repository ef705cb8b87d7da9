import { readFile } from "node:fs/promises";
import { formatSiteCode } from "../../app/features/attendance/site-code";
import { qrTextsIn } from "../support/pdf-qr";
import { pdfText } from "../support/pdf-text";
import { expect, expectAccessible, visit } from "./fixtures";
import { createPlanning, createSite, test, uniqueName } from "./plannings-helpers";
import { parisHour } from "./sick-call";
import { PHONE } from "./small-screens";

// A forged or replaced code is answered 404, and so is the typed one that opens nothing.
test.use({ expectedErrorStatuses: [404] });

test("on a phone, a site's printed QR code opens its pointage page: an employee on shift arrives, then leaves, and the staff home shows her on site, then gone @mobile", async ({
  page,
  browser,
  plannedWeek,
  adminRequest,
}) => {
  await page.setViewportSize(PHONE);
  const [week, nadia] = await plannedWeek(["Nadia"]);
  const site = uniqueName("Tour Pointage");
  await createSite(page.request, week.origin, { name: site });
  const title = uniqueName("Hall");
  // Under way: from the start of this hour to two hours later.
  const [start, end] = [parisHour(0), parisHour(2)];
  await createPlanning(adminRequest, week.origin, {
    employeeIds: [nadia.id],
    title,
    location: site,
    startTime: start,
    endTime: end,
  });

  // The manager prints the sheet: a PDF whose QR code is the page's address, with the code to type beside it.
  await visit(page, "/admin/sites");
  await page.getByRole("button", { name: `Code de pointage de ${site}` }).click();
  const dialog = page.getByRole("dialog", { name: "Imprimer un nouveau code de pointage" });
  await expect(dialog).toContainText(`Le site « ${site} » n'a pas encore de code`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Imprimer le nouveau code" }).click(),
  ]);
  const pdf = await readFile(await download.path());
  const [url] = qrTextsIn(pdf);
  expect(url).toMatch(new RegExp(`^${week.origin}/pointage/[A-HJKMNP-Z2-9]{8}$`));
  const code = url?.slice(-8) ?? "";
  const sheet = pdfText(pdf).replace(/\s+/g, " ");
  expect(sheet).toContain(site);
  expect(sheet).toContain(formatSiteCode(code));

  // Nadia scans it, signed out: she signs in and comes back to the site's page.
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const nadiaPage = await phone.newPage();
  await nadiaPage.goto(url ?? "");
  await expect(nadiaPage).toHaveURL(/\/auth\?retour=%2Fpointage%2F/);
  await nadiaPage.getByLabel("Email").fill(nadia.email);
  await nadiaPage.getByLabel("Mot de passe").fill(nadia.password);
  await nadiaPage.getByRole("button", { name: "Se connecter" }).click();
  await expect(nadiaPage).toHaveURL(new RegExp(`/pointage/${code}$`));
  await expect(nadiaPage.getByRole("heading", { level: 1, name: site })).toBeVisible();
  await expect(nadiaPage.getByText(`Votre vacation : ${title}, ${start.slice(11)}–${end.slice(11)}`)).toBeVisible();
  await expectAccessible(nadiaPage);

  const arrive = nadiaPage.getByRole("button", { name: "J'arrive" });
  const box = await arrive.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await arrive.click();
  await expect(nadiaPage.getByRole("status").filter({ hasText: /^Arrivée enregistrée à \d\d:\d\d/ })).toBeVisible();
  await expect(nadiaPage.getByRole("button", { name: "Je pars" })).toBeVisible();

  await visit(page, "/admin");
  const onSite = page.getByRole("region", { name: "Sur site" });
  await expect(onSite.getByRole("listitem").filter({ hasText: `${nadia.firstName} ${nadia.lastName}` })).toContainText(
    `${site}, depuis`,
  );
  await expectAccessible(page);

  await nadiaPage.getByRole("button", { name: "Je pars" }).click();
  await expect(nadiaPage.getByRole("status").filter({ hasText: /^Départ enregistré à \d\d:\d\d/ })).toBeVisible();
  await expect(nadiaPage.getByRole("button", { name: "J'arrive" })).toBeVisible();
  await visit(page, "/admin");
  await expect(onSite.getByText(`${nadia.firstName} ${nadia.lastName}`)).toHaveCount(0);
  await phone.close();
});

test("a forged or replaced code opens nothing, and the code typed by hand opens the site's page", async ({
  page,
  login,
  plannedWeek,
}) => {
  const [week, omar] = await plannedWeek(["Omar"]);
  const site = uniqueName("Entrepôt Pointage");
  await createSite(page.request, week.origin, { name: site });
  // Printed twice: the second sheet replaces the first.
  await visit(page, "/admin/sites");
  await page.getByRole("button", { name: `Code de pointage de ${site}` }).click();
  const printing = page.getByRole("dialog").locator("form");
  const printUrl = (await printing.getAttribute("action")) ?? "";
  await page.getByRole("dialog").getByRole("button", { name: "Annuler" }).click();
  const print = () => page.request.post(printUrl);
  const old = (qrTextsIn(await (await print()).body())[0] ?? "").slice(-8);
  const current = (qrTextsIn(await (await print()).body())[0] ?? "").slice(-8);
  expect(current).not.toBe(old);

  await login(omar, page);
  expect((await page.request.post(printUrl)).status()).toBe(403);
  for (const code of [old, "ABCDEFGH"]) {
    await visit(page, `/pointage/${code}`, { status: 404 });
    await expect(page.getByRole("alert")).toContainText("Ce code de pointage n'est pas valide.");
    const refused = await page.request.post(`/pointage/${code}`, { form: { kind: "in" } });
    expect(refused.status()).toBe(404);
  }

  await visit(page, "/pointage");
  await page.getByLabel("Code du site").fill(formatSiteCode(old).toLowerCase());
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page.getByText("Ce code de pointage n'est pas valide.")).toBeVisible();
  await page.getByLabel("Code du site").fill(formatSiteCode(current).toLowerCase());
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(new RegExp(`/pointage/${current}\\?via=code$`));
  await expect(page.getByRole("heading", { level: 1, name: site })).toBeVisible();
  await expect(page.getByText("Aucune vacation prévue pour vous ici maintenant")).toBeVisible();
  await expectAccessible(page);
});

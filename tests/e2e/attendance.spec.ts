import { readFile } from "node:fs/promises";
import { formatSiteCode } from "../../app/features/attendance/site-code";
import { qrTextsIn } from "../support/pdf-qr";
import { pdfText } from "../support/pdf-text";
import { parisMinute, printSiteCode, punchTime, shiftAtNewSite } from "./attendance";
import { expect, expectAccessible, visit } from "./fixtures";
import { mailsTo, pageLinkIn, waitForMailAbout } from "./mailbox";
import { expectToast } from "./planning-page";
import { createSite, test, uniqueName } from "./plannings-helpers";
import { parisHour } from "./sick-call";
import { PHONE } from "./small-screens";

// A forged or replaced code is answered 404, and so is the typed one that opens nothing.
test.use({ expectedErrorStatuses: [404] });

test("on a phone, a site's printed QR code opens its pointage page: an employee on shift arrives, then leaves, and the staff home shows her on site, then gone @phone", async ({
  page,
  browser,
  plannedWeek,
}) => {
  const [week, nadia] = await plannedWeek(["Nadia"]);
  // Under way: from the start of this hour to two hours later.
  const [start, end] = [parisHour(0), parisHour(2)];
  const { site, title } = await shiftAtNewSite(
    week,
    { site: "Tour Pointage", title: "Hall" },
    { employeeIds: [nadia.id], start, end },
  );

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
  await expect(onSite.getByRole("listitem").filter({ hasText: nadia.name })).toContainText(`${site}, depuis`);
  await expectAccessible(page);

  await nadiaPage.getByRole("button", { name: "Je pars" }).click();
  await expect(nadiaPage.getByRole("status").filter({ hasText: /^Départ enregistré à \d\d:\d\d/ })).toBeVisible();
  await expect(nadiaPage.getByRole("button", { name: "J'arrive" })).toBeVisible();
  await visit(page, "/admin");
  await expect(onSite).toBeVisible();
  await expect(onSite.getByText(nadia.name)).toHaveCount(0);

  await nadiaPage.getByRole("link", { name: "Vos données et vos droits" }).click();
  await expect(nadiaPage.getByRole("heading", { level: 1, name: "Pointage : vos données" })).toBeVisible();
  await expect(nadiaPage.getByRole("region", { name: "Combien de temps" })).toContainText(
    "Cinq ans à compter du pointage",
  );
  await expectAccessible(nadiaPage);
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
  // Nor may an employee read or correct anyone's punches, their own included.
  const sheet = `/employees/${omar.id}/pointages`;
  expect((await page.request.get(sheet, { maxRedirects: 0 })).headers().location).toBe("/");
  const forged = { planningId: crypto.randomUUID(), kind: "in", at: "2026-11-02T06:00", reason: "Moi" };
  expect((await page.request.post(`${sheet}?intent=punch-add`, { form: forged })).status()).toBe(403);
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

test("on a phone, someone not punched in 10 minutes after the start is « non pointé » on the staff home, the managers get one mail, and the manager marks them absent @phone", async ({
  page,
  api,
  plannedWeek,
}) => {
  test.setTimeout(300_000);
  const [week, nadia, omar] = await plannedWeek(["Nadia", "Omar"]);
  // Started 9 minutes ago, for two hours: Nadia arrives before the every-minute job can find the shift 10 minutes old.
  const start = parisMinute(-9);
  const { site, title } = await shiftAtNewSite(
    week,
    { site: "Gare Pointage", title: "Quais" },
    { employeeIds: [nadia.id, omar.id], start, end: parisMinute(105) },
  );
  const code = await printSiteCode(page.request, site);
  const asNadia = await api(nadia);
  expect(
    (await asNadia.post(`/pointage/${code}`, { form: { kind: "in" }, headers: { Origin: week.origin } })).status(),
  ).toBe(200);

  // The job checks every minute: one mail to the managers, one to Omar, none to Nadia. Up to a minute until the shift
  // is 10 minutes old, up to another until the job's next minute, then the job and its mail queued on a busy machine.
  const subject = `Non pointé : ${omar.name} (${title} · ${site})`;
  await expect
    .poll(() => mailsTo(week.manager.email).map((mail) => mail.subject), { timeout: 180_000 })
    .toContain(subject);
  await expect
    .poll(() => mailsTo(omar.email).map((mail) => mail.subject), { timeout: 30_000 })
    .toEqual([`Votre arrivée n'est pas enregistrée (${start.slice(11)})`]);
  expect(mailsTo(nadia.email).filter((mail) => mail.subject.startsWith("Votre arrivée"))).toEqual([]);

  // The managers' mail opens the staff home on that panel.
  const alert = await waitForMailAbout(week.manager.email, new RegExp(`^Non pointé : ${omar.name} `));
  await visit(page, pageLinkIn(alert, "/admin"));
  const late = page.getByRole("region", { name: /^En retard ou non pointés/ });
  await expect(page.locator(":target")).toHaveAccessibleName(/^En retard ou non pointés/);
  const omarRow = late.getByRole("listitem").filter({ hasText: omar.name });
  await expect(omarRow).toContainText(`Non pointé depuis ${start.slice(11)}`);
  await expect(late.getByRole("listitem").filter({ hasText: nadia.name })).toContainText(
    /Arrivée à \d\d:\d\d : \d+ min de retard/,
  );
  await expectAccessible(page);
  await omarRow.getByRole("button", { name: new RegExp(`^Marquer absent\\(e\\) ${omar.firstName}`) }).click();
  await expectToast(page, "Absence enregistrée", `${omar.name} : 1 intervention à remplacer.`);
  await expect(late).toBeVisible();
  await expect(omarRow).toHaveCount(0);
  await expect(page.getByRole("region", { name: /^À remplacer/ }).getByText(title)).toBeVisible();
  expect(mailsTo(week.manager.email).filter((mail) => mail.subject === subject)).toHaveLength(1);
});

test("a manager corrects an arrival with a reason and adds a missing departure; the original stays in the history", async ({
  page,
  api,
  plannedWeek,
}) => {
  const [week, awa] = await plannedWeek(["Awa"]);
  // Under way: started 90 minutes ago, for two hours; the departure is added an hour after the start.
  const now = Date.now();
  const [start, end, left] = [parisMinute(-90, now), parisMinute(30, now), parisMinute(-30, now)];
  const { site, title } = await shiftAtNewSite(
    week,
    { site: "Musée Pointage", title: "Salles" },
    { employeeIds: [awa.id], start, end },
  );
  const code = await printSiteCode(page.request, site);
  const asAwa = await api(awa);
  await asAwa.post(`/pointage/${code}`, { form: { kind: "in" }, headers: { Origin: week.origin } });

  await visit(page, `/employees/${awa.id}`);
  await page.getByRole("link", { name: "Pointages de la semaine" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pointages de ${awa.name}`);
  const shift = page.getByRole("article", { name: new RegExp(`^${title}`) });
  await expect(shift).toContainText(`Prévu : ${start.slice(11)}–${end.slice(11)} (2 h)`);
  await expect(shift).toContainText("(QR code)");
  await expect(shift).toContainText("Départ non pointé");
  await expectAccessible(page);

  await shift.getByRole("button", { name: /^Corriger l'arrivée/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Date et heure").fill(start);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByText("Indiquez le motif de la correction.")).toBeVisible();
  await dialog.getByLabel("Motif").fill("Badge oublié : vue sur place par la cheffe d'équipe");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Pointage corrigé", "Pointage corrigé");
  await expect(shift).toContainText(`Arrivée : ${punchTime(start, start)}`);
  await expect(shift).toContainText("Saisi par un responsable");
  await expect(shift).toContainText("Motif : « Badge oublié : vue sur place par la cheffe d'équipe »");
  await expect(shift.getByRole("list", { name: "Historique" })).toContainText("(QR code, ");

  await shift.getByRole("button", { name: /^Ajouter le départ/ }).click();
  await page.getByRole("dialog").getByLabel("Date et heure").fill(end);
  await page.getByRole("dialog").getByLabel("Motif").fill("Oubli de pointage au départ");
  await page.getByRole("dialog").getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByRole("dialog").getByText("Un pointage ne peut pas être dans le futur.")).toBeVisible();
  await page.getByRole("dialog").getByLabel("Date et heure").fill(left);
  await page.getByRole("dialog").getByRole("button", { name: "Ajouter" }).click();
  await expectToast(page, "Pointage ajouté", "Pointage ajouté");
  await expect(shift).toContainText(`Départ : ${punchTime(left, start)}`);
  await expect(shift).toContainText("Pointé : 1 h (écart −1 h)");
  await expect(shift).toContainText("départ 60 min avant la fin");
  await expectAccessible(page);
});

import { readFile } from "node:fs/promises";
import { frenchDay, PARIS, shiftDay, weekOf } from "../../app/lib/time";
import { pdfText } from "../support/pdf-text";
import { expect, visit } from "./fixtures";
import { claimMonday, createPlanning, createSite, test, uniqueName } from "./plannings-helpers";

test.use({ timezoneId: "America/New_York" });

test("a manager downloads a site's week as a PDF: one A4 page in French, without the access code", async ({
  page,
  plannedWeek,
}) => {
  const [{ monday, origin, plan }, zoe] = await plannedWeek(["Zoé"]);
  const site = uniqueName("Tour Montparnasse");
  await createSite(page.request, origin, { name: site });
  await plan({ employees: [zoe], title: "Bureaux et cœur d'étage", day: 0, hours: "06:00–08:00", location: site });
  await plan({ employees: [zoe], title: "Vitrerie", day: 2, hours: "22:00–05:30", location: site });

  await visit(page, `/admin/schedules?semaine=${monday}&vue=sites`);
  const siteId = await page
    .getByLabel("Site", { exact: true })
    .locator("option", { hasText: site })
    .getAttribute("value");
  await visit(page, `/admin/schedules?semaine=${monday}&vue=sites&site=${siteId}`);
  const link = page.getByRole("link", { name: "Télécharger le PDF" });
  await expect(link).toHaveAttribute("href", `/admin/schedules/semaine.pdf?semaine=${monday}&par=site&site=${siteId}`);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const slug = site.toLowerCase().replace(/ /g, "-");
  expect(download.suggestedFilename()).toBe(`planning-semaine-${monday}-${slug}.pdf`);

  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(1);
  expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  const text = pdfText(pdf);
  // Long lines wrap inside their column.
  const flowing = text.replace(/\s+/g, " ");
  for (const expected of [
    "Clarté Propreté",
    site,
    "33 avenue du Maine, 75015 Paris",
    `Semaine du ${frenchDay(monday)} au ${frenchDay(shiftDay(monday, 6))}`,
    "06:00–08:00",
    "Bureaux et cœur d'étage",
    "22:00–05:30 (jusqu'au lendemain)",
    zoe.name,
  ]) {
    expect(flowing, text).toContain(expected);
  }
  // Every day of the week heads a column, in order; the months may carry accents (décembre, février, août).
  expect(flowing).toMatch(
    /Lundi \d+(er)? \p{L}+ .*Mardi .*Mercredi .*Jeudi .*Vendredi .*Samedi .*Dimanche \d+(er)? \p{L}+/u,
  );
  expect(text).not.toContain("4512B");
  expect(text).not.toContain("Badge à l'accueil");

  // The same week by employee: the employee's page names the site.
  const byEmployee = await page.request.get(
    `/admin/schedules/semaine.pdf?semaine=${monday}&par=employe&employe=${zoe.id}`,
  );
  expect(byEmployee.headers()["content-type"]).toBe("application/pdf");
  const slugOfZoe = zoe.name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  expect(byEmployee.headers()["content-disposition"]).toBe(
    `attachment; filename="planning-semaine-${monday}-${slugOfZoe}.pdf"`,
  );
  const employeeText = pdfText(await byEmployee.body());
  expect(employeeText.replace(/\s+/g, " ")).toContain(zoe.name);
  expect(employeeText.replace(/\s+/g, " ")).toContain(site);
});

test("printing the week view hides the staff bars and the controls, and can put each site on a page", async ({
  page,
  plannedWeek,
}) => {
  const [{ monday, plan }, anne] = await plannedWeek(["Anne"]);
  for (const location of ["Bastille", "Opéra"]) {
    await plan({ employees: [anne], title: uniqueName("Bureaux"), day: 0, hours: "06:00–08:00", location });
  }
  await visit(page, `/admin/schedules?semaine=${monday}&vue=sites`);
  await expect(page.getByRole("button", { name: "Imprimer", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Imprimer une page par site" })).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Espace du personnel" })).toBeHidden();
  await expect(page.getByRole("form", { name: "Filtrer la semaine" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Télécharger le PDF" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Gestion des plannings" })).toBeHidden();
  await expect(page.getByText(/^Plannings par site, semaine du/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Ajouter un planning à/ }).first()).toBeHidden();
  const grid = page.getByRole("grid");
  expect(await grid.evaluate((table) => table.scrollWidth <= table.ownerDocument.documentElement.clientWidth)).toBe(
    true,
  );

  const breaks = () =>
    page.evaluate(() =>
      [...document.querySelectorAll(".week-grid tbody tr[data-filled]")].map(
        (row) => getComputedStyle(row).breakBefore,
      ),
    );
  expect(await breaks()).toEqual(["auto", "auto"]);
  await page.evaluate(() => {
    document.documentElement.dataset.print = "pages";
  });
  expect(await breaks()).toEqual(["auto", "page"]);
  await expect(page.getByRole("rowheader", { name: "Sans localisation" })).toBeHidden();
});

test("the PDF link works without JavaScript; the print button needs it", async ({ browser, baseURL, login }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await login({ role: "manager" }, page);
  await page.goto("/admin/schedules?vue=employes");
  await expect(page.getByRole("link", { name: "Télécharger le PDF" })).toHaveAttribute(
    "href",
    /^\/admin\/schedules\/semaine\.pdf\?semaine=\d{4}-\d{2}-\d{2}&par=employe$/,
  );
  await expect(page.getByRole("button", { name: "Imprimer", exact: true })).toHaveCount(0);
  await context.close();
});

test("employees and visitors never get the PDF", async ({ api, newAccount }) => {
  const asEmployee = await api(await newAccount({ role: "employee" }));
  const refused = await asEmployee.get("/admin/schedules/semaine.pdf?par=site", { maxRedirects: 0 });
  expect(refused.status()).toBeGreaterThanOrEqual(300);
  expect(refused.status()).toBeLessThan(400);
  expect(refused.headers()["content-type"] ?? "").not.toContain("application/pdf");
  const visitor = await api();
  const signedOut = await visitor.get("/admin/schedules/semaine.pdf?par=site", { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  expect(signedOut.headers().location).toMatch(/^\/auth/);
});

test("a shift on 1 May is marked with its pay rule in the grid and in the PDF", async ({ page, plannedWeek }) => {
  const [{ asManager, origin }, zoe] = await plannedWeek(["Zoé"]);
  // The first 1 May of the coming years whose week no other test has.
  const mayDay = [2027, 2028, 2029, 2030]
    .map((year) => `${year}-05-01`)
    .find((day) => {
      const monday = weekOf(day, PARIS)?.monday;
      return monday !== undefined && claimMonday(monday);
    });
  if (!mayDay) throw new Error("aucune semaine du 1er mai libre");
  const monday = weekOf(mayDay, PARIS)?.monday ?? "";
  const site = uniqueName("Tour Montparnasse");
  await createSite(asManager, origin, { name: site });
  await createPlanning(asManager, origin, {
    employeeIds: [zoe.id],
    title: "Bureaux",
    startTime: `${mayDay}T06:00`,
    endTime: `${mayDay}T08:00`,
    location: site,
  });

  await visit(page, `/admin/schedules?semaine=${monday}&vue=employes&employe=${zoe.id}`);
  const grid = page.getByRole("grid", { name: /Plannings par employé/ });
  await expect(grid.getByRole("columnheader", { name: /Férié · Fête du Travail/ })).toBeVisible();
  const shift = grid.getByRole("button", { name: /Bureaux/ });
  await expect(shift).toContainText("Férié · payé double");
  await expect(shift).toHaveAccessibleName(/travail payé double \(Code du travail, art\. L3133-6\)/);

  const pdf = await page.request.get(`/admin/schedules/semaine.pdf?semaine=${monday}&par=employe&employe=${zoe.id}`);
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body()).replace(/\s+/g, " ");
  expect(text).toContain("1er mai · férié (Fête du Travail)");
  expect(text).toContain("Fête du Travail, férié : travail payé double (Code du travail, art. L3133-6)");
});

import type { Page } from "@playwright/test";
import { uniqueClientAddress } from "./client-address";
import { expect, expectAccessible, expectAccessibleWithoutToasts, test, visit } from "./fixtures";
import { expectAccessibleWithoutJs, inboxRowsWith, unique, visitWithoutJs } from "./leads-helpers";

test.describe.configure({ timeout: 90_000 });

const OFFER = { id: "agent-proprete-paris", title: "Agent de propreté (H/F)" };
const OFFER_PATH = `/job-offers/${OFFER.id}`;

/** A small but well-formed PDF, built here so that the test needs no file of its own. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
/** A Windows executable (its "MZ" header), renamed to look like a CV. */
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64)]);

async function fillApplication(page: Page, name: string, cv: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel("Nom complet").fill(name);
  await page.getByLabel("Adresse e-mail").fill("candidat@exemple.fr");
  await page.getByLabel("Téléphone").fill("06 12 34 56 78");
  await page.getByRole("textbox", { name: "Message" }).fill("Disponible le matin dès lundi.");
  await page.getByLabel(/^CV/).setInputFiles(cv);
  await page.getByLabel(/J'accepte que Clarté Propreté conserve ma candidature/).check();
}

test.describe("with JavaScript", () => {
  test.use({ expectedErrorStatuses: [400] });

  test("the offer page states hours and pay, and says so in its JobPosting", async ({ page }) => {
    await visit(page, OFFER_PATH);
    await expect(page.getByRole("heading", { level: 1, name: OFFER.title })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /24 h par semaine/ })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "12,20 € brut de l'heure" })).toBeVisible();
    const postings = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
    expect(postings).toEqual([
      expect.objectContaining({
        "@type": "JobPosting",
        title: OFFER.title,
        url: expect.stringMatching(new RegExp(`${OFFER_PATH}$`)),
        employmentType: "PART_TIME",
      }),
    ]);
    await expect(page.getByText("PDF, DOC, DOCX ou ODT, 5 Mo au maximum")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  test("the list of offers leads to each offer's form", async ({ page }) => {
    await visit(page, "/job-offers");
    await page.getByRole("link", { name: `Candidater en ligne : ${OFFER.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${OFFER_PATH}$`));
    await expect(page.getByRole("heading", { name: "Postuler en ligne" })).toBeVisible();
  });

  test("an application with a PDF is sent, reaches the inbox, and a manager downloads the CV", async ({
    page,
    staffPage,
  }) => {
    const name = unique("Candidate JS");
    await visit(page, OFFER_PATH);
    await fillApplication(page, name, { name: "mon-cv.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expect(page.getByText("Candidature envoyée", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Nom complet")).toHaveValue("");

    const manager = await staffPage("manager");
    const rows = await inboxRowsWith(manager.page, "application", name);
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole("cell", { name: "Candidature", exact: true })).toBeVisible();
    await expect(rows.getByRole("cell", { name: OFFER.title })).toBeVisible();
    await rows.getByRole("link", { name: /^Voir la demande/ }).click();
    await expect(manager.page.getByRole("heading", { level: 1, name: "Candidature" })).toBeVisible();
    await expect(manager.page.getByText("Disponible le matin dès lundi.")).toBeVisible();
    await expectAccessible(manager.page);

    const download = manager.page.waitForEvent("download");
    await manager.page.getByRole("link", { name: "Télécharger le CV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cv-candidate-js-[0-9a-f]{6}\.pdf$/);
    const path = await file.path();
    const { readFile } = await import("node:fs/promises");
    expect(await readFile(path)).toEqual(PDF);

    const href = (await manager.page.getByRole("link", { name: "Télécharger le CV" }).getAttribute("href")) as string;
    const response = await manager.context.request.get(href);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; /);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    // An address that is not an application's id is not found, never a database error.
    for (const id of ["-".repeat(36), "pas-un-identifiant"]) {
      const missing = await manager.context.request.get(`/admin/inbox/application/${id}/cv`, { maxRedirects: 0 });
      expect(missing.status()).toBe(404);
    }

    const employee = await staffPage("employee");
    const refused = await employee.context.request.get(href, { maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    const visitor = await page.request.get(href, { maxRedirects: 0 });
    expect(visitor.status()).toBe(302);
  });

  test("an executable renamed .pdf is refused beside the CV field", async ({ page }) => {
    await visit(page, OFFER_PATH);
    await fillApplication(page, unique("Candidat EXE"), { name: "cv.pdf", mimeType: "application/pdf", buffer: EXE });
    await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expect(page.getByLabel(/^CV/)).toHaveAccessibleDescription(
      /Format de CV non accepté : envoyez un fichier PDF, DOC, DOCX ou ODT/,
    );
    await expect(page.getByLabel("Nom complet")).not.toHaveValue("");
    await expectAccessibleWithoutToasts(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain POST answers the page with the errors, then with the success", async ({ page, browser }) => {
    const name = unique("Candidat sans JS");
    await visitWithoutJs(page, browser, OFFER_PATH);
    await page.getByLabel("Nom complet").fill(name);
    await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expect(page.getByRole("alert")).toHaveText("Données du formulaire invalides");
    await expect(page.getByLabel(/^CV/)).toHaveAccessibleDescription(/Veuillez joindre votre CV/);
    await expect(page.getByLabel(/J'accepte que Clarté Propreté/)).toHaveAccessibleDescription(
      "Veuillez accepter l'utilisation de vos données pour traiter votre candidature",
    );
    await expect(page.getByLabel("Nom complet")).toHaveValue(name);
    await expectAccessibleWithoutJs(page, browser);

    await fillApplication(page, name, { name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expect(page.getByRole("status")).toContainText("Candidature envoyée");
    await expect(page.getByLabel("Nom complet")).toHaveValue("");
    await expectAccessibleWithoutJs(page, browser);
  });
});

test("invalid posts count against the limit: after three CVs over 5 MB, the fourth post is refused", async ({
  playwright,
  baseURL,
}) => {
  const candidate = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress(), Origin: baseURL as string },
  });
  const post = (cv: Buffer) =>
    candidate.post(OFFER_PATH, {
      multipart: {
        name: unique("Candidat pressé"),
        email: "candidat@exemple.fr",
        phone: "06 12 34 56 78",
        consent: "on",
        cv: { name: "cv.pdf", mimeType: "application/pdf", buffer: cv },
      },
    });
  const tooLarge = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
  for (let i = 1; i <= 3; i++) {
    const refused = await post(tooLarge);
    expect(refused.status(), `envoi ${i}`).toBe(400);
    expect(await refused.text()).toContain("Le CV ne doit pas dépasser 5 Mo");
  }
  const fourth = await post(PDF);
  expect(fourth.status()).toBe(429);
  expect(await fourth.text()).toContain("Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.");
  await candidate.dispose();
});

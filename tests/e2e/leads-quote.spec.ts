import type { Page } from "@playwright/test";
import { company } from "../../app/lib/company";
import { expect, expectAccessible, test, visit } from "./fixtures";
import {
  expectAccessibleWithoutJs,
  fillByLabel,
  inboxRowsWith,
  selectByLabel,
  unique,
  visitWithoutJs,
} from "./leads-helpers";
import { mailsTo, waitForMail } from "./mailbox";

test.describe.configure({ timeout: 90_000 });
// Only the server checks the fields: a refused step answers 400, which the browser logs.
test.use({ expectedErrorStatuses: [400] });

function fillCustomerStep(page: Page, name: string, email = "contact@dupain.fr") {
  return fillByLabel(page, {
    "Nom complet": name,
    Société: "Boulangerie Dupain",
    "Adresse e-mail": email,
    Téléphone: "01 42 00 00 00",
    "Adresse des locaux": "8 rue Oberkampf",
    Ville: "Paris",
    "Code postal": "75011",
  });
}

async function fillServiceStep(page: Page) {
  await selectByLabel(page, { "Type de service": "magasins", "Type de locaux": "commerce", Fréquence: "quotidienne" });
  await fillByLabel(page, {
    Surface: "120 m²",
    "Date de début souhaitée": "2099-03-01",
    "Besoins particuliers": "Avant l'ouverture, 6h.",
  });
}

const stepHeading = (page: Page, step: number) =>
  page.getByRole("heading", { level: 2, name: new RegExp(`Étape ${step} sur 3`) });

test("the quote wizard with JavaScript: steps, scroll to top, 'Envoi en cours...', confirmation, stored, acknowledged to the visitor under its reference", async ({
  page,
  staffPage,
}) => {
  const name = unique("Jeanne Devis");
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}@dupain.fr`;
  await visit(page, "/quote");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByLabel("Nom complet")).toHaveAccessibleDescription("Ce champ est requis");
  await expect(page.getByLabel("Nom complet")).toBeFocused();
  await expect(page.getByLabel("Code postal")).toHaveAccessibleDescription("Ce champ est requis");
  await expect(stepHeading(page, 1)).toBeVisible();

  await fillCustomerStep(page, name, email);
  await expect(page.getByLabel("Nom complet")).not.toHaveAccessibleDescription(/Ce champ/);
  await page.setViewportSize({ width: 390, height: 600 });
  await page.getByRole("button", { name: "Suivant" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(stepHeading(page, 2)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expectAccessible(page);

  await fillServiceStep(page);
  await page.getByRole("button", { name: "Retour" }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Retour" }).click();
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByLabel("Nom complet")).toHaveValue(name);
  await expect(page.getByLabel("Code postal")).toHaveValue("75011");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByLabel("Surface")).toHaveValue("120 m²");
  await expect(page.getByLabel("Type de service")).toHaveValue("magasins");

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith("/quote"),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(page.getByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
  release();
  await expect(stepHeading(page, 3)).toBeVisible();
  await expect(page.getByText("Notre équipe commerciale vous répondra sous 24 heures ouvrées.")).toBeVisible();
  await expect(page.getByText("Demande envoyée").first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  const staff = await staffPage("manager");
  const rows = await inboxRowsWith(staff.page, "quote", name);
  await expect(rows).toHaveCount(1);
  await rows.getByRole("link", { name: /Voir/ }).click();
  for (const text of [
    "Boulangerie Dupain",
    "8 rue Oberkampf",
    "Nettoyage de magasins",
    "Commerce",
    "120 m²",
    "Quotidienne",
    "01/03/2099",
    "Avant l'ouverture, 6h.",
  ])
    await expect(staff.page.getByRole("definition").filter({ hasText: text }).first()).toBeVisible();
  const reference = (await staff.page.getByText(/^Référence : DEV-[0-9A-F]{8}$/).textContent())?.slice(12) ?? "";
  await staff.context.close();

  // The visitor has the reference too, with the promise of an answer; the office's mail answers to the visitor.
  const acknowledgement = await waitForMail(email);
  expect(acknowledgement.subject).toBe(`Votre demande de devis ${reference} | Clarté Propreté`);
  expect(acknowledgement.body).toContain("Nous vous répondons sous 24 heures ouvrées.");
  expect(acknowledgement.replyTo).toBe(company.email);
  const notice = mailsTo(company.email).find((mail) => mail.subject.includes(name));
  expect(notice?.replyTo).toBe(email);
});

test("with JavaScript, an empty list on the service step is named by its field, not reported as a failed send", async ({
  page,
}) => {
  await visit(page, "/quote");
  await fillCustomerStep(page, unique("Liste vide"));
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(stepHeading(page, 2)).toBeVisible();
  await fillServiceStep(page);
  await page.getByLabel("Type de locaux").selectOption("");
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(page.getByLabel("Type de locaux")).toHaveAccessibleDescription("Ce champ est requis");
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toContainText("Données du formulaire invalides");
  await expect(toast).not.toContainText("Une erreur est survenue");
  await expect(page.getByRole("alert").filter({ hasText: "Erreur" }).first()).toContainText(
    "Données du formulaire invalides",
  );
  await expect(page.getByLabel("Surface")).toHaveValue("120 m²");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each step is a real request and nothing is lost between steps", async ({ page, browser, staffPage }) => {
    const name = unique("Sans JS Devis");
    await visitWithoutJs(page, browser, "/quote");
    await fillCustomerStep(page, name);
    await page.getByLabel("Téléphone").fill("+44 20 7946 0958");
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByLabel("Téléphone")).toHaveAccessibleDescription(
      /Format de téléphone invalide \(format français attendu\)/,
    );
    await expect(page.getByLabel("Nom complet")).toHaveValue(name);
    await page.getByLabel("Téléphone").fill("06 98 76 54 32");
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(stepHeading(page, 2)).toBeVisible();

    await page.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(page.getByRole("alert")).toContainText("Données du formulaire invalides");
    await expect(page.getByLabel("Type de service")).toHaveAccessibleDescription("Ce champ est requis");
    await expectAccessibleWithoutJs(page, browser);
    await fillServiceStep(page);
    await page.getByLabel("Fréquence").selectOption("");
    await page.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(page.getByLabel("Fréquence")).toHaveAccessibleDescription("Ce champ est requis");
    await expect(page.getByRole("alert")).toContainText("Données du formulaire invalides");
    await expect(page.getByText(/Une erreur est survenue lors de l'envoi/)).toHaveCount(0);
    await expect(page.getByLabel("Type de service")).toHaveValue("magasins");
    await page.getByLabel("Fréquence").selectOption("quotidienne");
    await page.getByRole("button", { name: "Retour" }).click();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByLabel("Téléphone")).toHaveValue("06 98 76 54 32");
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByLabel("Besoins particuliers")).toHaveValue("Avant l'ouverture, 6h.");
    await page.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(stepHeading(page, 3)).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Demande envoyée");
    await expect(page.getByRole("status")).toContainText("24 heures ouvrées");
    await expectAccessibleWithoutJs(page, browser);

    const staff = await staffPage("admin");
    await expect(await inboxRowsWith(staff.page, "quote", name)).toHaveCount(1);
    await staff.context.close();
  });
});

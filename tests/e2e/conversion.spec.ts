import type { Page } from "@playwright/test";
import { SERVICE_CATALOGUE, SERVICE_TYPES } from "../../app/domain/services";
import { PARIS, shiftDay, todayIn } from "../../app/lib/time";
import { publicPaths } from "./content-pages";
import { expect, test, visit, waitForHydration } from "./fixtures";
import { fillByLabel, selectByLabel, unique, visitWithoutJs } from "./leads-helpers";

// A refused quote step answers 400, which the browser logs.
test.use({ expectedErrorStatuses: [400] });

const actionBar = (page: Page) => page.getByRole("navigation", { name: "Actions rapides" });

test.describe("the action bar on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of publicPaths.filter((path) => path !== "/quote")) {
    test(`${path}: Appeler and Devis stay at hand, 44 px targets, never over the footer's last line`, async ({
      page,
    }) => {
      await page.goto(path);
      const bar = actionBar(page);
      await expect(bar).toBeVisible();
      const call = bar.getByRole("link", { name: /^Appeler/ });
      const quote = bar.getByRole("link", { name: /^Devis/ });
      await expect(call).toHaveAttribute("href", "tel:+33184601234");
      await expect(quote).toHaveAttribute("href", "/quote");
      for (const target of [call, quote]) {
        const box = await target.boundingBox();
        expect(box?.height, "hauteur de la cible").toBeGreaterThanOrEqual(44);
        expect(box?.width, "largeur de la cible").toBeGreaterThanOrEqual(44);
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastLine = page.getByRole("contentinfo").getByText(/Tous droits réservés/);
      await expect(lastLine).toBeInViewport();
      const lineBox = await lastLine.boundingBox();
      const barBox = await bar.boundingBox();
      expect((lineBox?.y ?? 0) + (lineBox?.height ?? 0), "bas du pied de page").toBeLessThanOrEqual(barBox?.y ?? 0);
    });
  }

  test("/quote: no bar, the form is the call to action", async ({ page }) => {
    await page.goto("/quote");
    await expect(page.getByRole("heading", { level: 1, name: "Demander un devis" })).toBeVisible();
    await expect(actionBar(page)).toHaveCount(0);
  });
});

test("from md up the action bar is hidden", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/");
  await expect(actionBar(page)).toBeHidden();
});

test.describe("the emergency line @mobile", () => {
  test("/services/ponctuels shows its 24/7 number at the top, as a phone link", async ({ page }) => {
    await visit(page, "/services/ponctuels");
    const line = page.getByRole("main").getByRole("link", { name: "Urgences 24h/24 : 06 12 34 56 78" });
    await expect(line).toHaveAttribute("href", "tel:+33612345678");
    await expect(line).toBeInViewport();
  });
});

/** Fills the quote's first step in a unique name made from `name`, and goes on to the second. */
async function passStepOne(page: Page, name: string) {
  await fillByLabel(page, {
    "Nom complet": unique(name),
    "Adresse e-mail": "achats@exemple.fr",
    Téléphone: "01 42 00 00 00",
    "Adresse des locaux": "3 rue de Lappe",
    Ville: "Paris",
    "Code postal": "75011",
  });
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /Étape 2 sur 3/ })).toBeVisible();
}

test.describe("a service page's quote link chooses that service", () => {
  for (const type of SERVICE_TYPES) {
    const { slug } = SERVICE_CATALOGUE[type];
    test(`/services/${slug} → Type de service '${type}'`, async ({ page }) => {
      await page.goto(`/services/${slug}`);
      await page.getByRole("main").getByRole("link", { name: "Demander un devis" }).last().click();
      await expect(page).toHaveURL(`/quote?service=${slug}`);
      await waitForHydration(page);
      await passStepOne(page, "Lien service");
      await expect(page.getByLabel("Type de service")).toHaveValue(type);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the choice travels through step 1 as a hidden field", async ({ page, browser }) => {
      await visitWithoutJs(page, browser, "/quote?service=ponctuels");
      await passStepOne(page, "Lien service sans JS");
      await expect(page.getByLabel("Type de service")).toHaveValue("ponctuel");
    });

    test("an unknown service chooses nothing", async ({ page, browser }) => {
      await visitWithoutJs(page, browser, "/quote?service=piscines");
      await passStepOne(page, "Lien inconnu");
      await expect(page.getByLabel("Type de service")).toHaveValue("");
    });
  });
});

async function expectPastStartDateRefused(page: Page, { javaScript }: { javaScript: boolean }) {
  await page.goto("/quote?service=bureaux");
  if (javaScript) await waitForHydration(page);
  await passStepOne(page, "Date passée");
  await selectByLabel(page, { "Type de locaux": "bureau", Fréquence: "hebdomadaire" });
  await fillByLabel(page, { Surface: "300 m²", "Date de début souhaitée": shiftDay(todayIn(PARIS), -1) });
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(page.getByLabel("Date de début souhaitée")).toHaveAccessibleDescription(
    "La date de début ne peut pas être dans le passé",
  );
  await fillByLabel(page, { "Date de début souhaitée": todayIn(PARIS) });
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /Étape 3 sur 3/ })).toBeVisible();
}

test("a choice made on step 2 while the page is still refreshing its data is kept", async ({ page }) => {
  await page.goto("/quote?service=bureaux");
  await waitForHydration(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/quote\.data\?_routes=/, async (route) => {
    await held;
    await route.continue();
  });
  await passStepOne(page, "Choix pendant le rechargement");
  await selectByLabel(page, { "Type de locaux": "bureau" });
  const refreshed = page.waitForResponse(/\/quote\.data\?_routes=/);
  release();
  await refreshed;
  await expect(page).toHaveURL("/quote");
  await selectByLabel(page, { Fréquence: "hebdomadaire" });
  await expect(page.getByLabel("Type de locaux")).toHaveValue("bureau");
  await expect(page.getByLabel("Type de service")).toHaveValue("bureaux");
});

test.describe("the quote's start date cannot be in the past (Paris today)", () => {
  test("with JavaScript, the server's answer under the field; today is accepted", async ({ page }) => {
    await expectPastStartDateRefused(page, { javaScript: true });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the same answer from the server alone", async ({ page }) => {
      await expectPastStartDateRefused(page, { javaScript: false });
    });
  });
});

test("job offers show their hours and gross pay, and say so in their JobPosting", async ({ page }) => {
  await visit(page, "/job-offers");
  const offers = page.getByRole("main").getByRole("article");
  await expect(offers).toHaveCount(3);
  for (const offer of await offers.all()) {
    await expect(offer.getByRole("term").filter({ hasText: "Horaires" })).toBeVisible();
    await expect(offer.getByRole("definition").filter({ hasText: /h par semaine/ })).toBeVisible();
    await expect(offer.getByRole("term").filter({ hasText: "Rémunération" })).toBeVisible();
    await expect(offer.getByRole("definition").filter({ hasText: /€ brut (de l'heure|par mois)/ })).toBeVisible();
  }
  const postings = (
    await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.flatMap((script) => JSON.parse(script.textContent ?? "null")))
  ).filter((item: { "@type"?: string }) => item["@type"] === "JobPosting");
  expect(postings).toHaveLength(3);
  for (const posting of postings) {
    expect(posting.workHours).toMatch(/h par semaine/);
    expect(posting.baseSalary).toMatchObject({ "@type": "MonetaryAmount", currency: "EUR" });
    expect(["HOUR", "MONTH"]).toContain(posting.baseSalary.value.unitText);
  }
});

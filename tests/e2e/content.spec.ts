import type { Page } from "@playwright/test";
import { SERVICE_SLUGS, type ServiceSlug } from "../../app/domain/services";
import { articleSlugs } from "./content-pages";
import { expect, expectAccessible, test, visit } from "./fixtures";

/** The texts each service page must show. */
const serviceTexts: Record<ServiceSlug, string[]> = {
  bureaux: ["Entretien quotidien", "Entretien hebdomadaire", "Entretien mensuel"],
  magasins: ["Les commerces que nous entretenons", "Avant l'ouverture", "Après la fermeture", "Le week-end"],
  industriel: ["La sécurité d'abord", "Certifications et engagements", "Nos équipements", "ISO 9001"],
  immeubles: ["Les tâches dans les parties communes", "Des fréquences adaptées à votre immeuble", "Ascenseurs"],
  restaurants: ["Conformité à l'hygiène alimentaire", "HACCP", "Nos horaires d'intervention"],
  vitres: ["Nos techniques", "Perche à eau pure", "Sécurité du travail en hauteur"],
  medical: ["Nos protocoles", "Bionettoyage", "Nos spécialités", "Cabinets dentaires"],
  ponctuels: [
    "Dégât des eaux",
    "Après incendie",
    "Vandalisme",
    "Devis express sous 2 heures",
    "24h/24",
    "7j/7",
    "Avant l'événement",
    "Après l'événement",
  ],
};

/** Fails if the page asks anything of another host (fonts, images, scripts, maps). */
function watchForeignRequests(page: Page) {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.hostname !== "127.0.0.1") foreign.push(request.url());
  });
  return foreign;
}

async function expectOwnImages(page: Page) {
  const images = await page.locator("main img").evaluateAll((nodes) =>
    nodes.map((node) => {
      const image = node as HTMLImageElement;
      return { src: image.src, width: image.getAttribute("width"), height: image.getAttribute("height") };
    }),
  );
  for (const image of images) {
    const url = new URL(image.src);
    // Only the home hero is inlined in the page as a data: URI, so that the largest paint needs no request.
    if (url.protocol === "data:") expect(new URL(page.url()).pathname, "image data: hors de l'accueil").toBe("/");
    else expect(url.hostname, image.src).toBe("127.0.0.1");
    expect(image.width, `largeur de ${image.src}`).toBeTruthy();
    expect(image.height, `hauteur de ${image.src}`).toBeTruthy();
  }
}

async function expectPublicPage(page: Page, path: string, h1: string | RegExp) {
  const foreign = watchForeignRequests(page);
  await visit(page, path);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  await expectOwnImages(page);
  await page.waitForLoadState("networkidle");
  expect(foreign, "ressources chargées depuis un autre site").toEqual([]);
}

/** A public page (see expectPublicPage) whose main holds `count` articles; answers them. */
async function expectArticles(page: Page, path: string, h1: string, count: number) {
  await expectPublicPage(page, path, h1);
  const articles = page.getByRole("main").getByRole("article");
  await expect(articles).toHaveCount(count);
  return articles;
}

test.describe("public pages show the product's content, at desktop and mobile widths @mobile", () => {
  test("home: hero, four reasons, six services, statistics, three rated testimonials, closing call", async ({
    page,
  }) => {
    await expectPublicPage(page, "/", "Nettoyage professionnel à Paris et en Île-de-France");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Demander un devis gratuit" })).toHaveAttribute("href", "/quote");
    await expect(main.getByRole("link", { name: "Découvrir nos services" })).toHaveAttribute("href", "/services");
    for (const reason of ["Qualité contrôlée", "Flexibilité", "Personnel qualifié", "Tous types de locaux"])
      await expect(main.getByRole("heading", { name: reason })).toBeVisible();
    await expect(main.getByRole("button", { name: /^En savoir plus/ })).toHaveCount(6);
    for (const stat of ["500+ clients", "10+ ans d'expérience", "50+ experts", "5000+ interventions par an"])
      await expect(main.getByRole("listitem").filter({ hasText: stat })).toHaveCount(1);
    await expect(main.getByRole("img", { name: /^Note : [1-5] sur 5$/ })).toHaveCount(3);
    await expect(main.getByRole("img", { name: "Note : 4 sur 5" })).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Prêts à confier vos locaux à des professionnels ?" }),
    ).toBeVisible();
  });

  test("/services: eight cards, each with its bullet list and a link to its page", async ({ page }) => {
    const cards = await expectArticles(page, "/services", "Nos services de nettoyage", 8);
    for (const [index, slug] of SERVICE_SLUGS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("listitem")).toHaveCount(4);
      await expect(card.getByRole("link", { name: /^Découvrir/ })).toHaveAttribute("href", `/services/${slug}`);
    }
  });

  for (const slug of SERVICE_SLUGS) {
    test(`/services/${slug}: hero, lists, feature block and call to action`, async ({ page }) => {
      await expectPublicPage(page, `/services/${slug}`, /.+/);
      const main = page.getByRole("main");
      for (const text of serviceTexts[slug]) await expect(main.getByText(text).first()).toBeVisible();
      await expect(main.getByRole("link", { name: "Demander un devis" }).last()).toHaveAttribute(
        "href",
        `/quote?service=${slug}`,
      );
    });
  }

  test("/about: history since 2010, three values, three team members", async ({ page }) => {
    await expectPublicPage(page, "/about", "Une entreprise de propreté parisienne depuis 2010");
    const main = page.getByRole("main");
    await expect(main.getByText("2010", { exact: true })).toBeVisible();
    for (const value of ["Exigence", "Respect", "Responsabilité"])
      await expect(main.getByRole("heading", { name: value, exact: true })).toBeVisible();
    for (const person of ["Claire Martin", "Julien Moreau", "Sophie Bernard"])
      await expect(main.getByRole("heading", { name: person })).toBeVisible();
  });

  test("/contact: two phones, e-mail, address, opening hours and a local map", async ({ page }) => {
    await expectPublicPage(page, "/contact", "Contactez-nous");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "01 84 60 12 34" })).toHaveAttribute("href", "tel:+33184601234");
    await expect(main.getByRole("link", { name: "06 12 34 56 78" })).toHaveAttribute("href", "tel:+33612345678");
    await expect(main.getByRole("link", { name: "contact@clarte-proprete.fr" }).first()).toHaveAttribute(
      "href",
      "mailto:contact@clarte-proprete.fr",
    );
    await expect(main.getByText("25 rue de la Folie-Méricourt, 75011 Paris").first()).toBeVisible();
    await expect(main.getByText("Lundi – Vendredi : 8h – 18h")).toBeVisible();
    await expect(main.getByText("Samedi : 9h – 12h")).toBeVisible();
    await expect(main.getByRole("img", { name: /Plan schématique d'accès/ })).toBeVisible();
  });

  test("/blog: six articles with title, excerpt, image, date and category, and the newsletter's place", async ({
    page,
  }) => {
    const articles = await expectArticles(page, "/blog", "Conseils et actualités de la propreté", 6);
    for (const [index, slug] of articleSlugs.entries()) {
      const article = articles.nth(index);
      await expect(article.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
        "href",
        `/blog/${slug}`,
      );
      await expect(article.getByRole("img")).toHaveAttribute("src", `/images/blog/${slug}.svg`);
      await expect(article.locator("time")).toHaveText(/^\d{1,2} \p{L}+ 20\d\d$/u);
      await expect(article.locator("p").first()).not.toBeEmpty();
    }
    await expect(articles.nth(5).getByRole("img")).toHaveAttribute("loading", "lazy");
    await expect(page.getByRole("heading", { name: "Recevez nos conseils" })).toBeVisible();
  });

  for (const slug of articleSlugs) {
    test(`/blog/${slug}: the full article`, async ({ page }) => {
      await expectPublicPage(page, `/blog/${slug}`, /.+/);
      const article = page.getByRole("main").getByRole("article");
      await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
      expect((await article.textContent())?.length ?? 0).toBeGreaterThan(1200);
      await expect(article.locator("time")).toHaveAttribute("datetime", /^20\d\d-\d\d-\d\d$/);
    });
  }

  test("/job-offers: three offers, Postuler writes to recruiting with the offer's title, phone given", async ({
    page,
  }) => {
    const offers = await expectArticles(page, "/job-offers", "Rejoignez nos équipes", 3);
    for (const title of ["Agent de propreté (H/F)", "Chef d'équipe propreté (H/F)", "Laveur de vitres (H/F)"]) {
      const offer = offers.filter({ has: page.getByRole("heading", { name: title }) });
      await expect(offer.getByText("Profil recherché")).toBeVisible();
      const href = await offer.getByRole("link", { name: /^Postuler/ }).getAttribute("href");
      const mail = new URL(href ?? "");
      expect(mail.protocol).toBe("mailto:");
      expect(mail.pathname).toBe("recrutement@clarte-proprete.fr");
      expect(mail.searchParams.get("subject")).toBe(title);
    }
    await expect(page.getByText(/Vous pouvez aussi nous appeler au/)).toBeVisible();
  });

  test("/privacy: what each form collects, why, how long, rights and contact", async ({ page }) => {
    await expectPublicPage(page, "/privacy", "Politique de confidentialité");
    const main = page.getByRole("main");
    await expect(main.getByText(/article 13 du Règlement général sur la protection des données/)).toBeVisible();
    for (const form of ["Formulaire de contact", "Demande de devis", "Inscription à la newsletter"]) {
      const section = main.getByRole("region", { name: form });
      for (const label of ["Données :", "Finalité :", "Base légale :", "Durée de conservation :"])
        await expect(section.getByText(label)).toBeVisible();
    }
    await expect(main.getByRole("heading", { name: "Vos droits" })).toBeVisible();
    await expect(main.getByText(/CNIL/)).toBeVisible();
  });

  test("/terms: mentions légales (LCEN) and conditions d'utilisation", async ({ page }) => {
    await expectPublicPage(page, "/terms", "Mentions légales et conditions d'utilisation");
    const main = page.getByRole("main");
    await expect(main.getByText(/article 6 de la loi n° 2004-575/)).toBeVisible();
    for (const heading of ["Éditeur du site", "Directeur de la publication", "Hébergeur", "Conditions d'utilisation"])
      await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  });
});

test("/careers takes the visitor to the job offers", async ({ page }) => {
  await visit(page, "/careers");
  await expect(page).toHaveURL(/\/job-offers$/);
});

for (const path of ["/services/inconnu", "/blog/article-inconnu"]) {
  test(`${path} answers the 404 page`, async ({ page }) => {
    await visit(page, path, { status: 404 });
    await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  });
}

test("a home service dialog opens, traps focus and closes with the keyboard @mobile", async ({ page }) => {
  await visit(page, "/");
  const opener = page.getByRole("button", { name: "En savoir plus : Nettoyage de bureaux" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Nettoyage de bureaux" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Entretien quotidien des postes de travail")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Voir le service" })).toHaveAttribute("href", "/services/bureaux");
  await expectAccessible(page);
  for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((node) => node.contains(document.activeElement)), `focus après ${key}`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("pages show their content before and without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Nettoyage professionnel à Paris et en Île-de-France",
  );
  await expect(page.getByText("5000+")).toBeVisible();
  await page.goto("/services/ponctuels");
  await expect(page.getByText("Devis express sous 2 heures").first()).toBeVisible();
  await context.close();
});

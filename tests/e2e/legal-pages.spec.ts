import { e2eCompanyEnv } from "./company-env";
import { expect, test, visit } from "./fixtures";

test.describe("the legal pages say what the environment configures @mobile", () => {
  test("/terms: the publisher's registration, the publication director and the host, no placeholder", async ({
    page,
  }) => {
    await visit(page, "/terms");
    const main = page.getByRole("main");
    await expect(main).not.toContainText(/\[[^\]]*\]|undefined|null/);
    await expect(main).toContainText("société par actions simplifiée (SAS) au capital de 15 000 €.");
    await expect(main).toContainText(
      "Immatriculée au registre du commerce et des sociétés de Paris sous le numéro 812 345 678.",
    );
    await expect(main).toContainText(`Numéro de TVA intracommunautaire : ${e2eCompanyEnv.COMPANY_VAT}.`);
    await expect(main).toContainText("Claire Martin, Présidente.");
    for (const line of [
      "Hébergement Exemple SAS.",
      `Adresse : ${e2eCompanyEnv.HOSTING_ADDRESS}.`,
      `Téléphone : ${e2eCompanyEnv.HOSTING_PHONE}.`,
    ])
      await expect(main.getByRole("listitem").filter({ hasText: line })).toHaveCount(1);
  });

  test("/privacy: the controller's registration and the host by name, no placeholder", async ({ page }) => {
    await visit(page, "/privacy");
    const main = page.getByRole("main");
    await expect(main).not.toContainText(/\[[^\]]*\]|undefined|null/);
    await expect(main).toContainText("Clarté Propreté SAS (RCS Paris 812 345 678), 25 rue de la Folie-Méricourt");
    await expect(main).toContainText("notre hébergeur, Hébergement Exemple SAS, qui agit pour notre compte");
  });

  test("each legal page is itself with a trailing slash", async ({ page }) => {
    for (const [path, title] of [
      ["/privacy/", "Politique de confidentialité"],
      ["/terms/", "Mentions légales et conditions d'utilisation"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    }
  });

  test("the footer shows no social pages when none is configured", async ({ page }) => {
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Politique de confidentialité");
    await expect(footer).not.toContainText(/Suivez-nous|LinkedIn|Facebook|Instagram/);
    await expect(footer.getByRole("navigation", { name: "Réseaux sociaux" })).toHaveCount(0);
  });
});

import { e2eTrustEnv } from "./company-env";
import { expect, test, visit } from "./fixtures";

// The e2e site states the sectors, two of the three commitments and an insurer without a cover amount, and no figure
// (tests/e2e/trust.env): what is configured shows, what is not stays out, and the figures are the company's own.
const sectors = (e2eTrustEnv.TRUST_SECTORS ?? "").split(";");

test.describe("trust claims come from configuration @mobile", () => {
  test("the home page shows the configured sectors, commitments and insurer, the company's figures, and nothing else", async ({
    page,
  }) => {
    await visit(page, "/");
    const section = page.getByRole("region", { name: "Travailler avec nous en confiance" });
    for (const sector of sectors)
      await expect(section.getByRole("listitem").filter({ hasText: sector })).toHaveCount(1);
    await expect(section.getByRole("heading", { name: "Des équipes stables" })).toBeVisible();
    await expect(section.getByRole("heading", { name: "Une réponse sous 24 h" })).toBeVisible();
    await expect(section.getByText("Un rapport après chaque contrôle qualité")).toHaveCount(0);
    await expect(
      section.getByText("Responsabilité civile professionnelle souscrite auprès d'Assurances Exemple."),
    ).toBeVisible();
    await expect(page.getByText("par sinistre")).toHaveCount(0);
    const figures = page.getByRole("region", { name: "Clarté Propreté en chiffres" });
    await expect(figures.getByRole("listitem")).toHaveText([
      "500+ clients",
      "10+ ans d'expérience",
      "50+ experts",
      "5000+ interventions par an",
    ]);
  });

  test("the band under the hero of the home and service pages sums up the configured commitments", async ({ page }) => {
    for (const path of ["/", "/services/bureaux"]) {
      await visit(page, path);
      await expect(page.getByRole("list", { name: "Nos engagements en bref" }).getByRole("listitem")).toHaveText([
        "Équipes stables",
        "Réponse sous 24 h",
        "Assurance responsabilité civile professionnelle",
      ]);
    }
  });

  test("/contact shows the configured commitments and insurer", async ({ page }) => {
    await visit(page, "/contact");
    const commitments = page.getByRole("region", { name: "Nos engagements" });
    await expect(commitments.getByRole("heading", { level: 3 })).toHaveText([
      "Des équipes stables",
      "Une réponse sous 24 h",
    ]);
    await expect(commitments.getByText(/souscrite auprès d'Assurances Exemple\.$/)).toBeVisible();
  });

  test("the team's members have illustrated portraits with a French text alternative", async ({ page }) => {
    await visit(page, "/about");
    for (const name of ["Claire Martin", "Julien Moreau", "Sophie Bernard"]) {
      const portrait = page.getByRole("img", { name: `Portrait illustré de ${name}` });
      await expect(portrait).toBeVisible();
      await expect(portrait).toHaveAttribute("width", "80");
      await portrait.scrollIntoViewIfNeeded();
      await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(page.getByText("plus de 500 entreprises, commerces et copropriétés")).toBeVisible();
    await expect(page.getByText("Plus de 50 experts au service de plus de 500 clients")).toBeVisible();
  });

  test("the careers page states the same headcount as the home page", async ({ page }) => {
    await visit(page, "/job-offers");
    await expect(page.getByText(/^Plus de 50 experts travaillent chez Clarté Propreté/)).toBeVisible();
  });
});

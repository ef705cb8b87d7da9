import { randomBytes } from "node:crypto";
import { expect, test, visit } from "./fixtures";
import { expectAccessibleWithoutJs, inboxRowsWith, visitWithoutJs } from "./leads-helpers";

test.describe.configure({ timeout: 90_000 });
// Only the server checks the address: a refused one answers 400, which the browser logs.
test.use({ expectedErrorStatuses: [400] });

const address = () => `lecteur-${randomBytes(4).toString("hex")}@exemple.fr`;

test("newsletter sign-up with JavaScript answers with a toast, also for an address already subscribed", async ({
  page,
}) => {
  await visit(page, "/newsletter");
  const email = address();
  await page.getByLabel("Votre adresse e-mail").fill("pas-une-adresse");
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page.getByLabel("Votre adresse e-mail")).toHaveAccessibleDescription(/Format d'email invalide/);
  await expect(page.getByLabel("Votre adresse e-mail")).toBeFocused();
  await page.getByLabel("Votre adresse e-mail").fill(email);
  await expect(page.getByLabel("Votre adresse e-mail")).not.toHaveAccessibleDescription(/Format/);
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page.getByText("Inscription confirmée", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Votre adresse e-mail")).toHaveValue("");
  await expect(page).toHaveURL(/\/newsletter$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("subscribe, subscribe again, then unsubscribe with the link", async ({ page, browser, staffPage }) => {
    // Five pages, each checked by axe in a context of its own, and a staff sign-in: 40 s alone, twice that and more
    // on a loaded machine.
    test.slow();
    const email = address();
    for (let i = 0; i < 2; i++) {
      await visitWithoutJs(page, browser, "/newsletter");
      await page.getByLabel("Votre adresse e-mail").fill(email.toUpperCase());
      await page.getByRole("button", { name: "S'inscrire" }).click();
      await expect(page.getByRole("status")).toContainText("Inscription confirmée");
      await expectAccessibleWithoutJs(page, browser);
    }

    const staff = await staffPage("manager");
    const rows = await inboxRowsWith(staff.page, "newsletter", email);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("Inscrit");
    await rows.getByRole("link", { name: /Voir/ }).click();
    const link = await staff.page.getByRole("link", { name: /newsletter\/unsubscribe\?token=/ }).getAttribute("href");
    expect(link).toBeTruthy();

    await visitWithoutJs(page, browser, new URL(link as string).pathname + new URL(link as string).search);
    await page.getByRole("button", { name: "Confirmer la désinscription" }).click();
    await expect(page.getByRole("status")).toContainText("Désinscription confirmée");
    await expectAccessibleWithoutJs(page, browser);

    await expect(await inboxRowsWith(staff.page, "newsletter", email)).toContainText("Désinscrit");
    await staff.context.close();

    await visitWithoutJs(page, browser, "/newsletter/unsubscribe?token=inconnu");
    await expect(page.getByRole("alert")).toHaveText("Ce lien de désinscription n'est pas valide.");
  });
});

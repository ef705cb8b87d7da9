import { publicPaths } from "./content-pages";
import { expect, test, visit } from "./fixtures";

/** The public pages but the articles and the job offers, which their own specs open, and the sign-in page. */
const publicRoutes = [...publicPaths.filter((path) => !/^\/(blog|job-offers)\/./.test(path)), "/auth"];

test.describe("every registered route answers", () => {
  for (const path of publicRoutes) {
    test(`${path} answers 200 with a French page, header and footer`, async ({ page }) => {
      await visit(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("Politique de confidentialité");
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }

  test("an unknown path shows the French 404 page with a link home", async ({ page }) => {
    await visit(page, "/cette-page-n-existe-pas", { status: 404 });
    await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("/careers redirects permanently to /job-offers", async ({ request }) => {
    const response = await request.get("/careers", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/job-offers$/);
  });

  for (const [path, target] of [
    ["/admin/schedules", "/auth"],
    ["/admin/users", "/"],
    ["/admin/inbox", "/"],
    ["/employees", "/"],
    ["/my-schedule", "/"],
  ] as const) {
    test(`${path} sends a visitor to ${target}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(target);
    });
  }
});

test("the health check answers 200 while the database is reachable", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("the mobile menu opens with the keyboard and lists the public links @mobile", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/");
  const menu = page.getByText("Menu", { exact: true });
  await menu.focus();
  await page.keyboard.press("Enter");
  const nav = page.getByRole("navigation", { name: "Menu mobile" });
  await expect(nav.getByRole("link", { name: "Services" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
});

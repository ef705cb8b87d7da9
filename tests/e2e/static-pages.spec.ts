import { expect, test, visit } from "./fixtures";

/** The framework's scripts an answer's HTML names: module scripts, their preloads and imports from /assets. */
function assetScripts(html: string): string[] {
  return html.match(/<script[^>]+src="\/assets\/|rel="modulepreload"|import[^;]*"\/assets\/[^"]+\.js"/g) ?? [];
}

// docs/decisions/028-marketing-pages-without-framework-js.md
for (const path of ["/", "/services/bureaux", "/blog"]) {
  test(`${path} loads no framework script, its styles are in the page @mobile`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const response = await visit(page, path);
    expect(assetScripts((await response?.text()) ?? "")).toEqual([]);
    expect(scripts).toEqual([]);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    await expect(page.locator("style#site-css")).toHaveCount(1);
  });
}

test.describe("the phone menu of a page without framework @mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens and closes by keyboard, Escape gives focus back to its button", async ({ page }) => {
    await visit(page, "/services/bureaux");
    const button = page.getByText("Menu", { exact: true });
    const menu = page.getByRole("navigation", { name: "Menu mobile" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await page.mouse.click(195, 700);
    await expect(menu).toBeHidden();
  });
});

test("the home page's service dialog opens, keeps Tab inside and closes, without the framework", async ({ page }) => {
  await visit(page, "/");
  await page.getByRole("button", { name: "En savoir plus : Nettoyage de bureaux" }).click();
  const dialog = page.getByRole("dialog", { name: "Nettoyage de bureaux" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Fermer" }).focus();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("link", { name: "Voir le service" })).toBeFocused();
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(dialog).toBeHidden();
});

test("/contact still loads the framework and hydrates", async ({ page }) => {
  const response = await visit(page, "/contact");
  expect(assetScripts((await response?.text()) ?? "").length).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
});

test("a client navigation from /contact to / keeps the styles and the home page's dialogs", async ({ page }) => {
  await visit(page, "/contact");
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("style#site-css")).toHaveCount(1);
  const header = page.locator("header").first();
  await expect(header).toHaveCSS("position", "sticky");
  await page.getByRole("button", { name: "En savoir plus : Nettoyage de bureaux" }).click();
  await expect(page.getByRole("dialog", { name: "Nettoyage de bureaux" })).toBeVisible();
});

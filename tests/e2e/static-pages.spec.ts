import { expect, test, visit } from "./fixtures";

/** The framework's scripts an answer's HTML names: module scripts, their preloads and imports from /assets. */
function assetScripts(html: string): string[] {
  return html.match(/<script[^>]+src="\/assets\/|rel="modulepreload"|import[^;]*"\/assets\/[^"]+\.js"/g) ?? [];
}

/** The framework's module script as the server holds it back until the page has loaded. */
const DEFERRED_SCRIPT_TAG = /<script[^>]* type="text\/x-deferred-module">/;

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

test("a visitor's /contact paints from its HTML alone, then loads the framework once loaded and hydrates", async ({
  page,
}) => {
  const response = await visit(page, "/contact");
  const html = (await response?.text()) ?? "";
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toMatch(DEFERRED_SCRIPT_TAG);
  expect(html).not.toMatch(/<script[^>]* type="module"/);
  expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  const scriptsAfterLoad = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (!navigation) throw new Error("pas d'entrée de navigation");
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/assets/") && entry.name.endsWith(".js"));
    return scripts.length > 0 && scripts.every((entry) => entry.startTime >= navigation.loadEventStart);
  });
  expect(scriptsAfterLoad).toBe(true);
});

test("a signed-in member of staff's /contact loads the framework at once", async ({ page, login }) => {
  await login({ role: "manager" }, page);
  const html = (await (await page.goto("/contact"))?.text()) ?? "";
  expect(html).toContain('rel="modulepreload"');
  expect(html).not.toMatch(DEFERRED_SCRIPT_TAG);
});

test("a first visit paints in the local font and never swaps; Inter, cached meanwhile, paints the next page", async ({
  page,
}) => {
  const interFaces = () =>
    page.evaluate(() => [...document.fonts].filter((face) => face.family.includes("Inter Variable")).length);
  /** Inter's file as this page fetched it: when, after the load event, and how many bytes came over the network. */
  const interFetch = () =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const font = performance.getEntriesByType("resource").find((entry) => entry.name.includes("inter-latin-wght")) as
        | PerformanceResourceTiming
        | undefined;
      return font && navigation
        ? { afterLoad: font.startTime - navigation.loadEventEnd, transferSize: font.transferSize }
        : null;
    });
  await visit(page, "/services");
  expect(await interFaces()).toBe(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("inter-cached")), { timeout: 15_000 }).toBe("1");
  expect(await interFaces()).toBe(0);
  // Fetched a few seconds after the load event (FONT_CACHING_DELAY_MS), well after this page's paints.
  expect((await interFetch())?.afterLoad).toBeGreaterThanOrEqual(2_500);
  await visit(page, "/about");
  expect(await interFaces()).toBeGreaterThan(0);
  const interLoaded = () =>
    page.evaluate(() =>
      [...document.fonts].some((face) => face.family.includes("Inter Variable") && face.status === "loaded"),
    );
  await expect.poll(interLoaded).toBe(true);
  // From the cache, not the network.
  expect(await interFetch()).toMatchObject({ transferSize: 0 });
});

test("a client navigation from /contact to / keeps the styles and the home page's dialogs", async ({ page }) => {
  await visit(page, "/contact");
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("style#site-css")).toHaveCount(1);
  const header = page.locator("header").first();
  await expect(header).toHaveCSS("position", "sticky");
  await page.getByRole("button", { name: "En savoir plus : Nettoyage de bureaux" }).click();
  await expect(page.getByRole("dialog", { name: "Nettoyage de bureaux" })).toBeVisible();
});

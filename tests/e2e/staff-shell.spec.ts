import { expect, visit } from "./fixtures";
import { test } from "./plannings-helpers";
import { phoneAndTablet, scrollsSideways } from "./small-screens";

const pages = {
  admin: [
    "/admin",
    "/admin/schedules",
    "/admin/sites",
    "/employees",
    "/admin/hours",
    "/admin/inbox",
    "/admin/users",
    "/account",
  ],
  manager: ["/admin", "/admin/schedules", "/admin/sites", "/employees", "/admin/hours", "/admin/inbox", "/account"],
  employee: ["/my-schedule", "/account"],
} as const;

const tabs = {
  admin: ["Plannings", "Sites", "Employés", "Heures", "Demandes", "Utilisateurs"],
  manager: ["Plannings", "Sites", "Employés", "Heures", "Demandes"],
  employee: ["Mon planning", "Mon compte"],
} as const;

/**
 * A phone's tabs start with the staff home for managers and admins (from 768 px, the logo leads there); six share
 * 390 px at most, so the admin's Utilisateurs is in the account menu there.
 */
const tabsOn = (role: keyof typeof tabs, phone: boolean): readonly string[] => {
  if (!phone || role === "employee") return tabs[role];
  return ["Accueil", ...tabs[role].filter((label) => label !== "Utilisateurs")];
};

// One test per page, so that the pages spread over the workers: a role's seven pages in one test took over a minute.
for (const viewport of phoneAndTablet) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const phone = viewport.width < 768;

    for (const role of ["admin", "manager", "employee"] as const) {
      for (const path of pages[role]) {
        test(`${path} of a ${role} sits in the staff shell, without sideways scrolling (${viewport.name}) @phone`, async ({
          page,
          openAs,
        }) => {
          // These two lists hold every account the suite has made by then: axe reads hundreds of rows.
          test.slow(path === "/admin/users" || path === "/employees", "long lists of accounts");
          await openAs({ role }, path);
          // Widths are measured in the page's own fonts, not in the fallback they replace once loaded.
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          expect(await scrollsSideways(page), `défilement horizontal sur ${path}`).toBe(false);
          await expect(page.getByRole("contentinfo")).toHaveCount(0);
          await expect(page.getByRole("banner").getByRole("link", { name: "Devis" })).toHaveCount(0);
          const bar = page.getByRole("navigation", {
            name: phone ? "Onglets du personnel" : "Espace du personnel",
          });
          await expect(bar).toBeVisible();
          for (const label of tabsOn(role, phone)) {
            const tab = bar.getByRole("link", { name: new RegExp(`^${label}`) });
            await expect(tab).toBeVisible();
            const box = await tab.boundingBox();
            expect(box?.height ?? 0, `hauteur de ${label}`).toBeGreaterThanOrEqual(44);
            const cut = await tab
              .getByText(label, { exact: true })
              .evaluate((text) => text.scrollWidth > text.clientWidth);
            expect(cut, `libellé coupé : ${label}`).toBe(false);
          }
          // One tab is current, the staff home's only on /admin itself. A manager's or an admin's /account has no tab,
          // nor /admin from 768 px, nor /admin/users on a phone.
          const current = bar.locator('[aria-current="page"]');
          const untabbed = phone ? ["/admin/users"] : ["/admin"];
          const tabbed = (path !== "/account" || role === "employee") && !untabbed.includes(path);
          await expect(current).toHaveCount(tabbed ? 1 : 0);
          await expect(
            page.getByRole("navigation", { name: phone ? "Espace du personnel" : "Onglets du personnel" }),
          ).toBeHidden();
        });
      }

      test(`a ${role}'s account menu in the staff shell signs out and links to the quote (${viewport.name}) @phone`, async ({
        page,
        openAs,
      }) => {
        await openAs({ role }, pages[role][0]);
        await page
          .getByRole("banner")
          .getByText(role === "admin" ? "Administrateur" : role === "manager" ? "Manager" : "Employé", {
            exact: true,
          })
          .click();
        await expect(page.getByRole("banner").getByRole("button", { name: "Déconnexion" })).toBeVisible();
        // On a phone, the admin's user administration is here rather than in a seventh tab.
        const menu = page.getByRole("banner").locator("details[open]");
        await expect(menu.getByRole("link", { name: "Utilisateurs", exact: true })).toBeVisible({
          visible: role === "admin" && phone,
        });
        await expect(page.getByRole("banner").getByRole("link", { name: "Devis", exact: true })).toBeVisible();
      });
    }
  });
}

test.describe("at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("an admin's headers stay on one line, on staff pages and on the public ones", async ({ page, login }) => {
    await login({ role: "admin" }, page);
    for (const path of ["/admin/schedules", "/"]) {
      await visit(page, path);
      const box = await page.getByRole("banner").boundingBox();
      expect(box?.height ?? 0, `hauteur de l'en-tête sur ${path}`).toBeLessThan(80);
      expect(await scrollsSideways(page)).toBe(false);
    }
  });
});

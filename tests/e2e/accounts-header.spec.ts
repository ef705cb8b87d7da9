import { expect, expectAccessible, test, visit } from "./fixtures";

type Role = "admin" | "manager" | "employee";

const expected: Record<Role, { label: string; links: Record<string, string>; hidden: string[]; sections: string[] }> = {
  admin: {
    label: "Administrateur",
    links: {
      Utilisateurs: "/admin/users",
      Plannings: "/admin/schedules",
      Employés: "/employees",
      Demandes: "/admin/inbox",
    },
    hidden: ["Mon planning"],
    sections: ["Administration", "Gestion"],
  },
  manager: {
    label: "Manager",
    links: { Employés: "/employees", Plannings: "/admin/schedules", Demandes: "/admin/inbox" },
    hidden: ["Utilisateurs", "Mon planning"],
    sections: ["Gestion"],
  },
  employee: {
    label: "Employé",
    links: { "Mon planning": "/my-schedule" },
    hidden: ["Utilisateurs", "Plannings", "Employés", "Demandes"],
    sections: ["Mon Espace"],
  },
};

for (const role of ["admin", "manager", "employee"] as const) {
  const want = expected[role];

  test(`header of a signed-in ${role}: role label, staff buttons, Devis and Déconnexion, already in the first HTML`, async ({
    page,
    login,
  }) => {
    await login({ role }, page);
    const html = await (await page.request.get("/")).text();
    expect(html).toContain(want.label);
    expect(html).toContain("Déconnexion");

    await visit(page, "/");
    const banner = page.getByRole("banner");
    // More than two staff pages sit in one "Mon espace" menu, so that the bar stays on one line at 1366 px.
    if (Object.keys(want.links).length > 2) await banner.getByText("Mon espace", { exact: true }).click();
    for (const [label, href] of Object.entries(want.links)) {
      await expect(banner.getByRole("link", { name: label, exact: true }).first()).toHaveAttribute("href", href);
    }
    for (const label of want.hidden) {
      await expect(banner.getByRole("link", { name: label, exact: true })).toHaveCount(0);
    }
    await expect(banner.getByRole("link", { name: "Connexion" })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Devis", exact: true }).first()).toBeVisible();
    await banner.getByText(want.label, { exact: true }).first().click();
    await expect(banner.getByRole("button", { name: "Déconnexion" }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test.describe("on a phone", () => {
    test(`mobile menu of a ${role} mirrors the header in its sections @phone`, async ({ page, openAs }) => {
      await openAs({ role }, "/");
      await page.getByText("Menu", { exact: true }).click();
      const menu = page.getByRole("navigation", { name: "Menu mobile" });
      await expect(menu).toBeVisible();
      for (const section of ["Administration", "Gestion", "Mon Espace"]) {
        await expect(menu.getByText(section, { exact: true })).toHaveCount(want.sections.includes(section) ? 1 : 0);
      }
      for (const [label, href] of Object.entries(want.links)) {
        await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
      }
      await expect(menu).toContainText(want.label);
      await expect(menu.getByRole("button", { name: "Déconnexion" })).toBeVisible();
      await expectAccessible(page);
      await menu.getByRole("button", { name: "Déconnexion" }).click();
      // Signing out lands on / again; the menu closes once the signed-out page is there.
      await expect(menu).toBeHidden();
      await page.getByText("Menu", { exact: true }).click();
      await expect(
        page.getByRole("navigation", { name: "Menu mobile" }).getByRole("link", { name: "Connexion" }),
      ).toBeVisible();
    });
  });
}

test("a visitor's header offers Connexion and Demander un devis, and no staff link", async ({ page }) => {
  await visit(page, "/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Connexion" })).toHaveAttribute("href", "/auth");
  await expect(banner.getByRole("link", { name: "Demander un devis" }).first()).toHaveAttribute("href", "/quote");
  await expect(banner.getByRole("button", { name: "Déconnexion" })).toHaveCount(0);
});

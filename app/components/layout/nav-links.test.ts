import { describe, expect, it } from "vitest";
import { phoneTabs, signedInHome, staffHomeHref, staffSections, staffTabs } from "./nav-links";

const paths = (role: string) => staffSections(role).flatMap((section) => section.links.map((link) => link.to));

describe("staffSections", () => {
  it("gives the admin administration and management sections", () => {
    expect(staffSections("admin").map((s) => s.title)).toEqual(["Administration", "Gestion"]);
  });

  it.each([
    ["admin", ["/admin/users", "/admin/schedules", "/employees", "/admin/hours", "/admin/sites", "/admin/inbox"]],
    ["manager", ["/employees", "/admin/schedules", "/admin/hours", "/admin/sites", "/admin/inbox"]],
  ])("gives the %s their links, in order", (role, links) => {
    expect(paths(role)).toEqual(links);
  });

  it("gives the employee only their own schedule", () => {
    expect(staffSections("employee")).toEqual([
      { title: "Mon Espace", links: [{ to: "/my-schedule", label: "Mon planning" }] },
    ]);
  });

  it("gives an unknown role nothing", () => {
    expect(staffSections("intrus")).toEqual([]);
  });
});

describe("staffTabs", () => {
  const tabPaths = (role: string) => staffTabs(role).map((tab) => tab.to);

  it("gives managers their pages, plannings first, the inbox counting new leads", () => {
    expect(tabPaths("manager")).toEqual([
      "/admin/schedules",
      "/admin/sites",
      "/employees",
      "/admin/hours",
      "/admin/inbox",
    ]);
    expect(
      staffTabs("manager")
        .filter((tab) => tab.countsLeads)
        .map((tab) => tab.label),
    ).toEqual(["Demandes"]);
  });

  it("adds Utilisateurs for admins only", () => {
    expect(tabPaths("admin")).toEqual([...tabPaths("manager"), "/admin/users"]);
  });

  it("gives employees their schedule and their account", () => {
    expect(tabPaths("employee")).toEqual(["/my-schedule", "/account"]);
  });

  it("gives an unknown role nothing", () => {
    expect(staffTabs("intrus")).toEqual([]);
  });
});

describe("staffHomeHref", () => {
  // Managers and admins to their staff home, employees to their week, anyone else to the public home.
  it.each([
    ["admin", "/admin"],
    ["manager", "/admin"],
    ["employee", "/my-schedule"],
    [undefined, "/"],
  ])("leads %s to %s", (role, home) => {
    expect(staffHomeHref(role)).toBe(home);
  });
});

describe("signedInHome", () => {
  it.each([
    [{ role: "admin" }, "/admin"],
    [{ role: "manager", pending: false }, "/admin"],
    [{ role: "employee" }, "/my-schedule"],
    // Awaiting approval: the public home, where the sign-up's message is shown.
    [{ role: "employee", pending: true }, "/"],
  ])("lands %o on %s", (account, home) => {
    expect(signedInHome(account)).toBe(home);
  });
});

describe("phoneTabs", () => {
  it("puts the staff home first for managers and admins, current on /admin alone, six tabs at most", () => {
    const [home, ...others] = phoneTabs("manager");
    expect(home).toEqual({ to: "/admin", label: "Accueil", icon: "home", end: true });
    expect(others).toEqual(staffTabs("manager"));
    // The admin's user administration is in the account menu on a phone.
    expect(phoneTabs("admin")).toEqual(phoneTabs("manager"));
  });

  it("keeps an employee's tabs, whose first is already their week", () => {
    expect(phoneTabs("employee").map((tab) => tab.to)).toEqual(["/my-schedule", "/account"]);
    expect(phoneTabs("visitor")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { staffHomeHref, staffSections, staffTabs } from "./nav-links";

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
  it("leads managers and admins to their staff home, everyone else to the public home", () => {
    expect(staffHomeHref("admin")).toBe("/admin");
    expect(staffHomeHref("manager")).toBe("/admin");
    expect(staffHomeHref("employee")).toBe("/");
    expect(staffHomeHref(undefined)).toBe("/");
  });
});

import { describe, expect, it } from "vitest";
import { staffSections } from "./nav-links";

const paths = (role: string) => staffSections(role).flatMap((section) => section.links.map((link) => link.to));

describe("staffSections", () => {
  it("gives the admin administration and management links", () => {
    expect(staffSections("admin").map((s) => s.title)).toEqual(["Administration", "Gestion"]);
    expect(paths("admin")).toEqual(["/admin/users", "/admin/schedules", "/employees", "/admin/sites", "/admin/inbox"]);
  });

  it("gives the manager the employees, plannings, sites and inbox", () => {
    expect(paths("manager")).toEqual(["/employees", "/admin/schedules", "/admin/sites", "/admin/inbox"]);
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

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { loader } from "./robots";

/** How a crawler that takes the first rule whose path starts the URL reads robots.txt; no rule means allowed. */
function allowedFirstMatch(robots: string, url: string): boolean {
  for (const line of robots.split("\n")) {
    const [, field, value] = /^(Allow|Disallow):\s*(\S*)/i.exec(line) ?? [];
    if (!field || !value || !url.startsWith(value)) continue;
    return field.toLowerCase() === "allow";
  }
  return true;
}

/** Every page and resource the route config declares, its parameters filled in. */
function declaredPaths(entries: RouteConfigEntry[], layout = ""): Array<{ path: string; layout: string }> {
  return entries.flatMap((entry) => {
    const here = entry.path === undefined ? [] : [{ path: `/${entry.path.replace(/:[a-z]+/gi, "x")}`, layout }];
    return [...here, ...declaredPaths(entry.children ?? [], entry.path === undefined ? entry.file : layout)];
  });
}

const robots = await loader().text();

describe("robots.txt", () => {
  it("keeps every staff and portal page, personal link and API out, even for a crawler that stops at the first match", () => {
    const staff = declaredPaths(routes).filter(
      ({ path, layout }) =>
        layout === "routes/staff-layout.tsx" ||
        (layout === "" && !["/careers", "/sitemap.xml", "/robots.txt"].includes(path)),
    );
    expect(staff.map(({ path }) => path)).toContain("/admin/schedules");
    for (const path of [
      ...staff.map((entry) => entry.path),
      "/admin",
      "/admin/",
      "/admin.data",
      "/account",
      "/calendar/abc.ics",
      "/employees/x",
      "/auth",
      "/auth/reset-password?token=x",
      "/api/auth/get-session",
      "/newsletter/unsubscribe?token=x",
      "/portal",
      "/portal/sites/x",
    ])
      expect(allowedFirstMatch(robots, path), path).toBe(false);
  });

  it("lets crawlers read the public pages and points them to the sitemap", () => {
    const publicPages = declaredPaths(routes).filter(
      ({ path, layout }) =>
        layout === "routes/site-layout.tsx" && !/^\/(auth|newsletter\/unsubscribe|portal)/.test(path),
    );
    expect(publicPages.length).toBeGreaterThan(10);
    for (const { path } of [...publicPages, { path: "/" }, { path: "/careers" }, { path: "/sitemap.xml" }])
      expect(allowedFirstMatch(robots, path), path).toBe(true);
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});

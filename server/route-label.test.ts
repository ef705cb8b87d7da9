import { describe, expect, it } from "vitest";
import { labelRoute, type ManifestRoute, methodLabel, routeTree, statusClass } from "./route-label";

const manifest: Record<string, ManifestRoute> = {
  root: { id: "root", path: "" },
  "routes/site-layout": { id: "routes/site-layout", parentId: "root" },
  "routes/home": { id: "routes/home", parentId: "routes/site-layout", index: true },
  "routes/offer": { id: "routes/offer", parentId: "routes/site-layout", path: "offers/:token" },
  "routes/not-found": { id: "routes/not-found", parentId: "routes/site-layout", path: "*" },
  "routes/staff-layout": { id: "routes/staff-layout", parentId: "root" },
  "routes/employee-file": { id: "routes/employee-file", parentId: "routes/staff-layout", path: "employees/:id" },
  "routes/pointage-site": { id: "routes/pointage-site", parentId: "routes/staff-layout", path: "pointage/:code" },
  "routes/pointage-phone": { id: "routes/pointage-phone", parentId: "root", path: "pointage/:code/envoi" },
  "routes/calendar-feed": { id: "routes/calendar-feed", parentId: "root", path: "calendar/:file" },
  "routes/api-auth": { id: "routes/api-auth", parentId: "root", path: "api/auth/*" },
};
const routes = routeTree(manifest);
const label = (pathname: string) => labelRoute(routes, pathname);

describe("labelRoute", () => {
  it.each([
    // A request is labelled by its route's pattern, its ids kept in the logged path.
    ["/employees/6f1c2a", "/employees/:id", "/employees/6f1c2a"],
    ["/", "/", "/"],
    // A token, an access code or a feed's secret file never shows in the path.
    ["/offers/Zx81kQ_secret", "/offers/:token", "/offers/:token"],
    ["/pointage/4821-77", "/pointage/:code", "/pointage/:code"],
    ["/pointage/4821-77/envoi", "/pointage/:code/envoi", "/pointage/:code/envoi"],
    ["/calendar/a1B2c3.ics", "/calendar/:file", "/calendar/:file"],
    // A splat's words are kept, anything else of it hidden.
    ["/api/auth/sign-in/email", "/api/auth/*", "/api/auth/sign-in/email"],
    ["/api/auth/reset-password/Q8rT2vXyZ", "/api/auth/*", "/api/auth/reset-password/*"],
    ["/nulle-part/42", "/*", "/nulle-part/*"],
    // A data request is labelled as its page; the server's own routes and the assets stand apart.
    ["/employees/6f1c2a.data", "/employees/:id", "/employees/6f1c2a"],
    ["/_root.data", "/", "/"],
    ["/healthz", "/healthz", "/healthz"],
    ["/metrics", "/metrics", "/metrics"],
    ["/assets/root-Ab12.js", "/assets/*", "/assets/*"],
  ])("labels %s as the route %s, logged as %s", (requested, route, path) => {
    expect(label(requested)).toEqual({ route, path });
  });

  it("labels a path no route matches as unmatched", () => {
    expect(labelRoute(routeTree({ root: { id: "root", path: "" } }), "/x/1")).toEqual({
      route: "unmatched",
      path: "unmatched",
    });
  });
});

describe("methodLabel and statusClass", () => {
  it("keep the labels' values few", () => {
    expect(methodLabel("POST")).toBe("POST");
    expect(methodLabel("PROPFIND")).toBe("OTHER");
    expect([200, 302, 404, 503].map(statusClass)).toEqual(["2xx", "3xx", "4xx", "5xx"]);
  });
});

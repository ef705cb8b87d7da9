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
  it("labels a request by its route's pattern, keeping ids in the logged path", () => {
    expect(label("/employees/6f1c2a")).toEqual({ route: "/employees/:id", path: "/employees/6f1c2a" });
    expect(label("/")).toEqual({ route: "/", path: "/" });
  });

  it("never shows a token, an access code or a feed's secret file in the path", () => {
    expect(label("/offers/Zx81kQ_secret")).toEqual({ route: "/offers/:token", path: "/offers/:token" });
    expect(label("/pointage/4821-77")).toEqual({ route: "/pointage/:code", path: "/pointage/:code" });
    expect(label("/pointage/4821-77/envoi")).toEqual({
      route: "/pointage/:code/envoi",
      path: "/pointage/:code/envoi",
    });
    expect(label("/calendar/a1B2c3.ics")).toEqual({ route: "/calendar/:file", path: "/calendar/:file" });
  });

  it("keeps a splat's words and hides anything else of it", () => {
    expect(label("/api/auth/sign-in/email")).toEqual({ route: "/api/auth/*", path: "/api/auth/sign-in/email" });
    expect(label("/api/auth/reset-password/Q8rT2vXyZ")).toEqual({
      route: "/api/auth/*",
      path: "/api/auth/reset-password/*",
    });
    expect(label("/nulle-part/42")).toEqual({ route: "/*", path: "/nulle-part/*" });
  });

  it("labels a data request as its page, and the server's own routes and assets apart", () => {
    expect(label("/employees/6f1c2a.data")).toEqual({ route: "/employees/:id", path: "/employees/6f1c2a" });
    expect(label("/_root.data")).toEqual({ route: "/", path: "/" });
    expect(label("/healthz")).toEqual({ route: "/healthz", path: "/healthz" });
    expect(label("/metrics")).toEqual({ route: "/metrics", path: "/metrics" });
    expect(label("/assets/root-Ab12.js")).toEqual({ route: "/assets/*", path: "/assets/*" });
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

import { matchRoutes, type RouteObject } from "react-router";

/** What the route manifest of React Router's build tells of each route. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/** A request's route for the log and the metrics: its pattern (bounded), and its path with no secret in it. */
export interface RouteLabel {
  route: string;
  path: string;
}

/** Answered by the HTTP server itself, before React Router. */
const SERVER_ROUTES = new Set(["/healthz", "/metrics"]);

/** Parameters whose values are ids or names, kept in the logged path; any other (a token, a code, a feed's file) is not. */
const KEPT_PARAMS = new Set(["id", "slug", "planningId", "resultId", "type"]);

/** A splat's segment that is a word (Better Auth's endpoints: sign-in/email), not a token. */
const WORD_SEGMENT = /^[a-z]+(-[a-z]+)*$/;

/** The manifest's flat list of routes as the nested routes matchRoutes reads. */
export function routeTree(manifest: Record<string, ManifestRoute | undefined>): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
    );
  return childrenOf(undefined);
}

/** A single-fetch data request (/admin.data, /_root.data) is labelled as its page. */
function pagePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** The route that answers `pathname`, its pattern as label; a path no route matches is labelled `unmatched`. */
export function labelRoute(routes: RouteObject[], pathname: string): RouteLabel {
  if (SERVER_ROUTES.has(pathname)) return { route: pathname, path: pathname };
  if (pathname.startsWith("/assets/")) return { route: "/assets/*", path: "/assets/*" };
  const matches = matchRoutes(routes, pagePath(pathname));
  if (!matches) return { route: "unmatched", path: "unmatched" };
  const segments = matches.flatMap((match) => (match.route.path ? match.route.path.split("/") : [])).filter(Boolean);
  const params = matches.at(-1)?.params ?? {};
  return { route: `/${segments.join("/")}`, path: `/${segments.map((segment) => shown(segment, params)).join("/")}` };
}

function shown(segment: string, params: Record<string, string | undefined>): string {
  if (segment === "*")
    return (params["*"] ?? "")
      .split("/")
      .map((part) => (WORD_SEGMENT.test(part) ? part : "*"))
      .join("/");
  if (!segment.startsWith(":")) return segment;
  const name = segment.slice(1).replace(/\?$/, "");
  const value = params[name];
  return KEPT_PARAMS.has(name) && value !== undefined ? encodeURIComponent(value) : segment;
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The method as a metrics label: a known one, or OTHER (a label's values must stay few). */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : "OTHER";
}

/** 2xx, 3xx, 4xx, 5xx. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

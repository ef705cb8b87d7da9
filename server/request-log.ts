import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { RouteObject, ServerBuild } from "react-router";
import { getLogger } from "../app/lib/logger.server";
import { getMetrics } from "../app/lib/metrics.server";
import { type RequestContext, runInRequest } from "../app/lib/request-context.server";
import { labelRoute, type ManifestRoute, methodLabel, type RouteLabel, routeTree, statusClass } from "./route-label";

/** An id a proxy gave the request (nginx's $request_id, a UUID), kept when it looks like one. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestIdFrom(header: string | undefined): string {
  return header && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** How many paths keep their label between requests. */
const KEPT_LABELS = 1000;

/** Labels paths by React Router's build (a function of it in development, where Vite reloads it). */
export function routeLabeller(
  build: ServerBuild | (() => Promise<ServerBuild>),
): (pathname: string) => Promise<RouteLabel> {
  const trees = new WeakMap<object, RouteObject[]>();
  // matchRoutes flattens and ranks every route at each call: the labels of the paths seen last are kept.
  const labels = new Map<string, RouteLabel>();
  return async (pathname) => {
    const { routes } = typeof build === "function" ? await build() : build;
    let tree = trees.get(routes);
    if (!tree) {
      tree = routeTree(routes as Record<string, ManifestRoute | undefined>);
      trees.set(routes, tree);
      labels.clear();
    }
    const known = labels.get(pathname);
    if (known) return known;
    const label = labelRoute(tree, pathname);
    if (labels.size >= KEPT_LABELS) labels.clear();
    labels.set(pathname, label);
    return label;
  };
}

/**
 * Gives each request an id (the X-Request-Id header of its answer, and of every line logged meanwhile) and, once it
 * is answered, writes one line of chosen fields and observes its duration. Nothing of the request is logged whole:
 * not its query string, headers, cookies or body.
 */
export function logRequests(labelOf: (pathname: string) => Promise<RouteLabel>): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const context: RequestContext = { requestId: requestIdFrom(req.get("X-Request-Id")) };
    res.setHeader("X-Request-Id", context.requestId);
    const pathname = req.originalUrl.split("?")[0] ?? "/";
    res.once("close", () => {
      const seconds = (performance.now() - started) / 1000;
      labelOf(pathname)
        .catch((): RouteLabel => ({ route: "unmatched", path: "unmatched" }))
        .then(({ route, path }) => {
          const status = res.statusCode;
          const method = methodLabel(req.method);
          getMetrics().httpDuration.observe({ route, method, status_class: statusClass(status) }, seconds);
          const line = {
            requestId: context.requestId,
            method,
            route,
            path,
            status,
            ms: Math.round(seconds * 1000),
            ...(context.userId ? { userId: context.userId } : {}),
            ...(res.writableFinished ? {} : { aborted: true }),
          };
          if (status >= 500) getLogger().error(line, "Requête HTTP");
          else getLogger().info(line, "Requête HTTP");
        });
    });
    runInRequest(context, next);
  };
}

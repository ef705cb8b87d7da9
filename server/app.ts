import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import { CLIENT_IP_HEADER } from "../app/lib/client-ip";
import { isDatabaseReachable } from "../app/lib/db.server";
import type { Env } from "../app/lib/env.server";
import { serveBackup } from "./backup-route";
import { limitRequestBodies } from "./body-limit";
import { refuseCrossSiteMutations } from "./cross-site";
import { cspNonce } from "./csp-nonce";
import { serveMetrics } from "./metrics-route";
import { operatorsOnly } from "./operator-access";
import { loadPrerenderedPages, servePrerendered } from "./prerendered";
import type { PrerenderedPage } from "./prerendered-page";
import { logRequests, routeLabeller } from "./request-log";
import { refuseMalformedRequests } from "./request-shape";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
  }
}

export interface AppOptions {
  env: Env;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Built client folder (production); absent in development, where Vite serves assets. */
  clientDir?: string;
  devMiddleware?: express.RequestHandler;
  /** Start-up work that pages wait for (the first accounts); health checks, assets and prerendered pages do not. */
  ready?: Promise<unknown>;
}

export async function createApp({ env, build, clientDir, devMiddleware, ready }: AppOptions) {
  const app = express();
  const https = env.PUBLIC_URL.startsWith("https://");
  app.disable("x-powered-by");
  // Pages carry a fresh nonce on every answer: an ETag would never match, and hashing each body costs.
  app.set("etag", false);
  app.set("trust proxy", env.TRUST_PROXY ? 1 : false);

  // Every answer is logged and measured, refusals included.
  app.use(logRequests(routeLabeller(build)));
  // Before helmet, compression or anything that reads or waits: a body's method, type and size are
  // judged, and a refusal answers at once without reading it.
  app.use(refuseMalformedRequests());
  app.use(limitRequestBodies());
  app.use((req, res, next) => {
    res.locals.cspNonce = cspNonce();
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:"],
          "font-src": ["'self'"],
          "connect-src": devMiddleware ? ["'self'", "ws:"] : ["'self'"],
          "frame-ancestors": ["'none'"],
          "form-action": ["'self'", "mailto:", "https://wa.me", "https://api.whatsapp.com"],
          "object-src": ["'none'"],
          "base-uri": ["'self'"],
          "upgrade-insecure-requests": https ? [] : null,
        },
      },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  );
  const pages = clientDir ? await loadPrerenderedPages(clientDir) : new Map<string, PrerenderedPage>();
  app.use(servePrerendered(pages, "fixed"));
  app.use(compression());
  app.use(refuseCrossSiteMutations(env.PUBLIC_URL));

  app.get("/metrics", operatorsOnly(env.METRICS_TOKEN), serveMetrics());
  app.post("/ops/backup", operatorsOnly(env.METRICS_TOKEN), serveBackup(env));
  app.get("/healthz", async (_req, res) => {
    const ok = await isDatabaseReachable();
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ok ? "ok" : "unavailable" });
  });

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) {
    app.use("/assets", express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }));
    app.use(servePrerendered(pages, "nonce"));
    app.use((req, res, next) =>
      /\.(html|data)$/.test(req.path)
        ? next()
        : express.static(clientDir, { index: false, maxAge: "1d" })(req, res, next),
    );
  }

  if (ready) app.use((_req, _res, next) => ready.then(() => next(), next));
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: devMiddleware ? "development" : "production",
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
    }),
  );
  return app;
}

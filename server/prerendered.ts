import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { PRERENDER_NONCE } from "../app/lib/csp";
import { hasSessionCookie } from "../app/lib/session-cookie";
import { hasToastCookie } from "../app/lib/toast.server";
import { type Encoding, type PrerenderedPage, preparePage } from "./prerendered-page";

/** Maps each prerendered URL path ("/", "/services", …) to its prepared answer, read once at start. */
export async function loadPrerenderedPages(clientDir: string): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const dir = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    pages.set(dir ? `/${dir}` : "/", preparePage(await readFile(file, "utf8"), PRERENDER_NONCE));
  }
  return pages;
}

/**
 * Serves the prerendered pages of one kind to visitors without a session. Signed-in staff get the server-rendered
 * page, whose header already shows their menu.
 *
 * A `fixed` page, whose only scripts are fixed inline ones, is answered as a file: its policy lists those scripts'
 * hashes instead of the request's nonce, so its bytes never change and go out precompressed, with an ETag; it is served
 * ahead of the compression middleware, which would only wrap it. A `nonce` page loads modules and keeps the request's
 * nonce between its parts (docs/decisions/001-prerendered-pages-with-nonce.md); it is served behind that middleware.
 */
export function servePrerendered(pages: Map<string, PrerenderedPage>, kind: PrerenderedPage["kind"]): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (Object.keys(req.query).length > 0 || hasSessionCookie(req.headers.cookie) || hasToastCookie(req.headers.cookie))
      return next();
    const pathname = req.path.length > 1 ? req.path.replace(/\/$/, "") : req.path;
    const page = pages.get(pathname);
    if (page?.kind !== kind) return next();
    const nonce = res.locals.cspNonce as string;
    if (page.kind === "nonce") {
      const bytes = Buffer.from(nonce);
      const body = Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [bytes, part])));
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": body.length,
        "Cache-Control": "no-cache",
      });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string")
      res.setHeader("Content-Security-Policy", policy.replace(`'nonce-${nonce}'`, page.hashes));
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === page.etag) {
      res.writeHead(304).end();
      return;
    }
    const encoding = acceptedEncoding(req.headers["accept-encoding"]);
    page.body(encoding).then((body) => {
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": body.length,
        ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
      });
      res.end(req.method === "HEAD" ? undefined : body);
    }, next);
  };
}

/** Brotli when the browser takes it (all current ones do over HTTPS), then gzip, else the plain bytes. */
export function acceptedEncoding(header: string | undefined): Encoding {
  const accepted = new Set(
    (header ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, quality]) => quality === undefined || !/^q=0(\.0*)?$/.test(quality.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

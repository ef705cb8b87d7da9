import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { PRERENDER_NONCE } from "../app/lib/csp";
import { hasSessionCookie } from "../app/lib/session-cookie";
import { hasToastCookie } from "../app/lib/toast.server";

/** A prerendered page cut around its nonce placeholder, so that each answer only joins the parts. */
type PageParts = string[];

/** Maps each prerendered URL path ("/", "/services", …) to its HTML, read once at start. */
export async function loadPrerenderedPages(clientDir: string): Promise<Map<string, PageParts>> {
  const pages = new Map<string, PageParts>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const dir = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    pages.set(dir ? `/${dir}` : "/", (await readFile(file, "utf8")).split(PRERENDER_NONCE));
  }
  return pages;
}

/**
 * Serves a prerendered page to visitors without a session. Signed-in staff get the server-rendered page,
 * whose header already shows their menu.
 */
export function servePrerendered(pages: Map<string, PageParts>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (Object.keys(req.query).length > 0 || hasSessionCookie(req.headers.cookie) || hasToastCookie(req.headers.cookie))
      return next();
    const pathname = req.path.length > 1 ? req.path.replace(/\/$/, "") : req.path;
    const parts = pages.get(pathname);
    if (parts === undefined) return next();
    const html = parts.join(res.locals.cspNonce as string);
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": Buffer.byteLength(html),
      "Cache-Control": "no-cache",
    });
    res.end(req.method === "HEAD" ? undefined : html);
  };
}

import { gzipSync } from "node:zlib";
import type { BenchRow } from "../types";

/** Gzip bytes of every JavaScript file a page loads at first (module scripts, their preloads and imports). */
export async function pageJsGzipBytes(origin: string, path: string): Promise<number> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)) urls.add(match[1] as string);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    urls.add(match[1] as string);
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(`${origin}${url}`)).arrayBuffer());
    total += gzipSync(body).length;
  }
  return total;
}

/** The bench row of the JavaScript a page loads, in KB, with its budget when it has one. */
export async function pageJsRow(origin: string, path: string, budget?: number): Promise<BenchRow> {
  return {
    name: `JS chargé par ${path} (gzip)`,
    value: (await pageJsGzipBytes(origin, path)) / 1024,
    unit: "KB",
    budget,
  };
}

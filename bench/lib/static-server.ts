import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import serveStatic from "serve-static";
import { freePort } from "../../tests/support/site-process";
import { type LoadResult, load } from "./load";

/** The baseline: a plain static-file server (serve-static on Node's HTTP server) serving the same HTML file. */
export function startStaticServer(html: string, port: number): Promise<Server> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-static-"));
  writeFileSync(path.join(dir, "index.html"), html);
  const serve = serveStatic(dir);
  const server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** The load the static baseline sustains serving `html`: what the site's throughput is compared with. */
export async function loadStaticBaseline(html: string): Promise<LoadResult> {
  const port = await freePort();
  const server = await startStaticServer(html, port);
  try {
    return await load(`http://127.0.0.1:${port}/`);
  } finally {
    server.close();
  }
}

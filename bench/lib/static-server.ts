import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import serveStatic from "serve-static";

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

import { createServer, type Server } from "node:http";

/** The baseline: a plain Node HTTP server answering the same HTML from memory. */
export function startStaticServer(html: string, port: number): Promise<Server> {
  const body = Buffer.from(html);
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

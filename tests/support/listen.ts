import type { Express } from "express";

/** Serves `app` on a free local port until `close` is called. */
export function listenOnFreePort(app: Pick<Express, "listen">): Promise<{ port: number; close: () => void }> {
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      resolve({ port: (server.address() as { port: number }).port, close: () => server.close() });
    });
  });
}

import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, startSite } from "../support/site-process";

function hold(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

describe("a port already taken", () => {
  it("stops the server with a French message instead of saying it is ready", async () => {
    const port = await freePort();
    const holder = await hold(port);
    try {
      await expect(startSite({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "port-fault-")) }, port)).rejects.toThrow(
        new RegExp(`Démarrage impossible : le port ${port} n'est pas disponible \\(listen EADDRINUSE`),
      );
    } finally {
      holder.close();
    }
  });
});

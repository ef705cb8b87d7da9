import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startSite } from "../support/site-process";

describe("one server per embedded database", () => {
  it("refuses a second server on the same DATA_DIR with a clear message and keeps the first serving", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lock-fault-"));
    const first = await startSite({ DATA_DIR: dataDir });
    try {
      await expect(startSite({ DATA_DIR: dataDir })).rejects.toThrow(
        /Le dossier de données .* est déjà utilisé par un autre serveur/,
      );
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      await first.stop();
    }
    const again = await startSite({ DATA_DIR: dataDir });
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    await again.stop();
  });

  it("starts again after a kill -9 left its lock behind", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lock-fault-"));
    const first = await startSite({ DATA_DIR: dataDir });
    await first.kill();
    const second = await startSite({ DATA_DIR: dataDir });
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    await second.stop();
  });
});

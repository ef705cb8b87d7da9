import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "lock-test-"));

describe("lockDataDir", () => {
  it("refuses a second holder while another live process holds the folder", async () => {
    const dir = dataDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      writeFileSync(path.join(dir, "server.lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/déjà utilisé par un autre serveur/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that died", () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, "server.lock"), "999999999");
    const release = lockDataDir(dir);
    release();
    expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("can be taken again once released", () => {
    const dir = dataDir();
    lockDataDir(dir)();
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, "server.lock"))).toBe(true);
    release();
  });
});

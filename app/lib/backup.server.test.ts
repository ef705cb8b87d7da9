import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeBackup } from "./backup.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An embedded database's dump that takes a while and is all one letter, so that a mix of two would show. */
const slowDump = (letter: string) => ({
  kind: "pglite" as const,
  dump: async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return letter.repeat(1_000_000);
  },
});

describe("writeBackup", () => {
  it("leaves one whole backup when two start in the same second, and no temporary file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "backup-same-second-"));
    dirs.push(dir);
    const now = new Date("2026-11-29T02:30:00Z");
    const [first, second] = await Promise.all([
      writeBackup(slowDump("a"), dir, now),
      writeBackup(slowDump("b"), dir, now),
    ]);
    expect(first).toBe(second);
    expect(readdirSync(dir)).toEqual(["backup-2026-11-29T02-30-00Z.sql"]);
    expect(readFileSync(first, "utf8")).toMatch(/^(a{1000000}|b{1000000})$/);
  });
});

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "env-test-"));

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const dir = dataDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", APP_TIME_ZONE: "Europe/Paris", ALLOW_SIGNUP: true });
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DEMO_DATA).toBe(false);
  });

  it("generates the auth secret once and keeps it in DATA_DIR", () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir }).BETTER_AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(parseEnv({ DATA_DIR: dir }).BETTER_AUTH_SECRET).toBe(first);
  });

  it("stops on a bad value with one line naming the variable", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), PORT: "quatre" })).toThrow(EnvError);
    expect(() => parseEnv({ DATA_DIR: dataDir(), PORT: "quatre" })).toThrow(/^Configuration invalide : PORT/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), APP_TIME_ZONE: "Mars/Olympus" })).toThrow(/APP_TIME_ZONE/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), ADMIN_EMAIL: "a@b.fr" })).toThrow(/ADMIN_PASSWORD/);
  });

  it("keeps 14 days of backups under DATA_DIR unless told otherwise", () => {
    const dir = dataDir();
    expect(parseEnv({ DATA_DIR: dir })).toMatchObject({ BACKUP_DIR: path.join(dir, "backups"), BACKUP_KEEP_DAYS: 14 });
    expect(parseEnv({ DATA_DIR: dir, BACKUP_DIR: "/srv/sauvegardes", BACKUP_KEEP_DAYS: "0" })).toMatchObject({
      BACKUP_DIR: "/srv/sauvegardes",
      BACKUP_KEEP_DAYS: 0,
    });
    expect(() => parseEnv({ DATA_DIR: dir, BACKUP_KEEP_DAYS: "-1" })).toThrow(
      /^Configuration invalide : BACKUP_KEEP_DAYS/,
    );
  });

  it("drops a trailing slash from PUBLIC_URL", () => {
    expect(parseEnv({ DATA_DIR: dataDir(), PUBLIC_URL: "https://exemple.fr/" }).PUBLIC_URL).toBe("https://exemple.fr");
  });
});

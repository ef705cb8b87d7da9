import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SiteInput } from "../../app/features/sites/sites.schema";
import { createSite, listSites } from "../../app/features/sites/sites.server";
import { createUserAccount } from "../../app/features/users/create-user.server";
import { resetAuth } from "../../app/lib/auth.server";
import { RestoreRefused, restoreDump, writeNightlyBackup } from "../../app/lib/backup.server";
import { type Connection, openPglite, openPostgres, setConnection } from "../../app/lib/db.server";
import { getEnv } from "../../app/lib/env.server";
import { startSite } from "../support/site-process";
import { type TableContents, tableContents } from "../support/table-contents";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../support/throwaway-postgres";
import { until } from "../support/until";

const run = promisify(execFile);
const scratch = mkdtempSync(path.join(tmpdir(), "backup-fault-"));
const template = path.resolve(process.env.BUILD_DIR ?? "build", "pglite-template.tar.gz");
const env = { DATA_DIR: path.join(scratch, "data"), BETTER_AUTH_SECRET: "b".repeat(40) };

let postgres: ThrowawayPostgres;

beforeAll(() => {
  // The application in this process and the commands it spawns read them.
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  postgres = startThrowawayPostgres();
});

afterAll(() => {
  vi.unstubAllEnvs();
  postgres?.remove();
  rmSync(scratch, { recursive: true, force: true });
});

/** A new empty database on the throwaway server; answers its URL. */
async function emptyDatabase(name: string): Promise<string> {
  const admin = await openPostgres(postgres.url, { migrate: false, max: 1 });
  await admin.sql.executeSql(`create database ${name}`);
  await admin.close();
  return postgres.url.replace(/\/postgres$/, `/${name}`);
}

function siteNamed(name: string): SiteInput {
  return {
    name,
    clientName: "Montparnasse SA",
    address: "33 avenue du Maine",
    postalCode: "75015",
    city: "Paris",
    accessInstructions: "Badge à l'accueil",
    accessCode: "4589B",
    contactName: "Mme Durand",
    contactPhone: "01 23 45 67 89",
    active: true,
  };
}

const dataVersion = (contents: TableContents) => JSON.parse(contents["public.data_version"]?.[0] ?? "{}").version;

/**
 * Creates sites one after the other through the application while `backup` runs. Each creation is one transaction
 * that inserts a site and raises `data_version`: a consistent snapshot holds the first k sites and the version
 * counted for exactly those k.
 */
async function backupDuringWrites(connection: Connection, backup: () => Promise<string>) {
  const start = await tableContents(connection.sql);
  const written: string[] = [];
  let stopped = false;
  const writer = (async () => {
    for (let index = 0; !stopped; index++) {
      const name = `Écriture ${String(index).padStart(5, "0")}`;
      expect(await createSite(siteNamed(name))).toMatchObject({ ok: true });
      written.push(name);
      // PGlite answers without I/O: yield as a server between requests, so that timers (the checks) get their turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  await until(async () => written.length >= 3, { timeoutMs: 60_000, everyMs: 20 });
  const before = written.length;
  const file = await backup();
  const after = written.length;
  await until(async () => written.length >= after + 2, { timeoutMs: 60_000, everyMs: 20 });
  stopped = true;
  await writer;
  return { file, start, written, before, after };
}

/** The restored database equals the source as it was after the first k writes, for one k within the backup's run. */
function expectSnapshotOfWrites(
  restored: TableContents,
  source: TableContents,
  { start, written, before, after }: Awaited<ReturnType<typeof backupDuringWrites>>,
) {
  expect(after).toBeGreaterThan(before);
  const restoredNames = new Set(restored["public.sites"]?.map((row) => JSON.parse(row).name));
  const k = written.filter((name) => restoredNames.has(name)).length;
  expect(written.slice(0, k).every((name) => restoredNames.has(name))).toBe(true);
  expect(k).toBeGreaterThanOrEqual(before);
  expect(k).toBeLessThanOrEqual(after + 1);

  const later = new Set(written.slice(k));
  const perWrite = (dataVersion(source) - dataVersion(start)) / written.length;
  expect(Number.isInteger(perWrite) && perWrite > 0).toBe(true);
  expect(dataVersion(restored)).toBe(dataVersion(start) + k * perWrite);
  const { "public.data_version": _, ...rest } = restored;
  const { "public.data_version": __, ...sourceRest } = source;
  expect(rest).toEqual({
    ...sourceRest,
    "public.sites": source["public.sites"]?.filter((row) => !later.has(JSON.parse(row).name)),
  });
}

describe("a backup taken while the site writes", () => {
  it("on PostgreSQL (npm run db:backup), restores a consistent snapshot of every table", async () => {
    const url = await emptyDatabase("live_source");
    const connection = await openPostgres(url);
    setConnection(connection);
    const backupDir = path.join(scratch, "live-postgres");
    const outcome = await backupDuringWrites(connection, async () => {
      const { stdout } = await run("npm", ["run", "db:backup"], {
        env: { ...process.env, DATABASE_URL: url, BACKUP_DIR: backupDir },
      });
      return /Sauvegarde écrite : (.+\.sql)/.exec(stdout)?.[1] as string;
    });
    const reader = await openPostgres(url, { migrate: false, max: 1 });
    const source = await tableContents(reader.sql);
    await Promise.all([reader.close(), connection.close()]);

    const target = await openPostgres(await emptyDatabase("live_restored"), { migrate: false, max: 1 });
    await restoreDump(target, readFileSync(outcome.file, "utf8"));
    expectSnapshotOfWrites(await tableContents(target.sql), source, outcome);
    await target.close();
  });

  it("on the embedded database (the nightly job), restores a consistent snapshot into another", async () => {
    const connection = await openPglite(path.join(scratch, "live-data"), { template });
    setConnection(connection);
    const backupDir = path.join(scratch, "live-pglite");
    const nightly = { ...getEnv(), BACKUP_DIR: backupDir, BACKUP_KEEP_DAYS: 14 };
    const outcome = await backupDuringWrites(
      connection,
      async () => (await writeNightlyBackup(connection, nightly)) as string,
    );
    const source = await tableContents(connection.sql);
    await connection.close();

    const target = await openPglite(undefined, { migrate: false });
    await restoreDump(target, readFileSync(outcome.file, "utf8"));
    expectSnapshotOfWrites(await tableContents(target.sql), source, outcome);
    await target.close();
  });
});

describe("npm run db:backup while a server holds the embedded database", () => {
  it("has that server write the backup, which restores every row; a request a proxy relays gets none", async () => {
    const dataDir = path.join(scratch, "held");
    const backupDir = path.join(scratch, "held-backups");
    const owner = { ADMIN_EMAIL: "direction@sauvegarde.example.fr", ADMIN_PASSWORD: "Sauvegarde-Directe-2026!" };
    const site = await startSite({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, ...owner });
    let file: string;
    try {
      const relayed = await fetch(`${site.url}/ops/backup`, {
        method: "POST",
        headers: { "X-Forwarded-For": "203.0.113.9" },
      });
      expect(relayed.status).toBe(404);
      const { stdout } = await run("npm", ["run", "db:backup"], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          BACKUP_DIR: backupDir,
          HOST: "127.0.0.1",
          PORT: new URL(site.url).port,
        },
      });
      file = /Sauvegarde écrite : (.+\.sql)/.exec(stdout)?.[1] as string;
      expect(readdirSync(backupDir)).toEqual([path.basename(file)]);
    } finally {
      await site.stop();
    }
    const held = await openPglite(dataDir, { migrate: false });
    const source = await tableContents(held.sql);
    await held.close();
    expect(source['public."user"']?.map((row) => JSON.parse(row).email)).toEqual([owner.ADMIN_EMAIL]);

    const target = await openPglite(undefined, { migrate: false });
    await restoreDump(target, readFileSync(file, "utf8"));
    expect(await tableContents(target.sql)).toEqual(source);
    await target.close();
  });
});

describe("from the embedded database to PostgreSQL", () => {
  it("moves every row with npm run db:backup and db:restore, and leaves no migration to apply", async () => {
    const today = "2026-11-28";
    const embedded = await openPglite(env.DATA_DIR, { template });
    setConnection(embedded);
    resetAuth();
    for (const name of ["Tour Montparnasse", "Gare de Lyon"]) await createSite(siteNamed(name));
    await createUserAccount({
      email: "agent@demenagement.example.fr",
      password: "agent-demenagement",
      role: "employee",
      firstName: "Agent",
      lastName: "Déménagé",
    });
    const source = await tableContents(embedded.sql);
    const sourceSites = await listSites(today);
    await embedded.close();

    const backup = await run("npm", ["run", "db:backup"], {
      env: { ...process.env, BACKUP_DIR: path.join(scratch, "move") },
    });
    const file = /Sauvegarde écrite : (.+\.sql)/.exec(backup.stdout)?.[1] as string;
    const url = await emptyDatabase("moved");
    const restore = await run("npm", ["run", "db:restore", "--", file], { env: { ...process.env, DATABASE_URL: url } });
    expect(restore.stdout).toContain("Base restaurée depuis");

    const moved = await openPostgres(url, { max: 1 });
    setConnection(moved);
    await migrate(moved.db as never, { migrationsFolder: path.resolve("db/migrations") });
    expect(await tableContents(moved.sql)).toEqual(source);
    expect(await listSites(today)).toEqual(sourceSites);
    await expect(restoreDump(moved, readFileSync(file, "utf8"))).rejects.toThrow(RestoreRefused);
    await moved.close();
  });
});

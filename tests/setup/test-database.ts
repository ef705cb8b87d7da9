import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, inject } from "vitest";
import { resetAuth } from "../../app/lib/auth.server";
import { type Connection, openPostgres, pgliteExtensions, setConnection, wrapPglite } from "../../app/lib/db.server";
import { adminUrl } from "./postgres-urls";

/** Gives every test file its own copy of the migrated template database. */
let connection: Connection;
let dropDatabase: (() => Promise<void>) | undefined;
let ownDataDir: string | undefined;

beforeAll(async () => {
  // A folder of this file's own (a fixed name could meet another run's, or a crashed run's leftovers).
  if (!process.env.DATA_DIR) {
    ownDataDir = mkdtempSync(path.join(tmpdir(), "test-data-"));
    process.env.DATA_DIR = ownDataDir;
  }
  if (process.env.TEST_DB_KIND === "postgres") {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = await openPostgres(adminUrl(url), { migrate: false, max: 1 });
    const client = (admin.db as unknown as { $client: import("pg").Pool }).$client;
    await client.query(`create database "${name}" template "${inject("postgresTemplate")}"`);
    connection = await openPostgres(adminUrl(url, name), { migrate: false, max: 4 });
    dropDatabase = async () => {
      await client.query(`drop database if exists "${name}" with (force)`);
      await admin.close();
    };
  } else {
    const tar = readFileSync(inject("pgliteTemplate"));
    const client = new PGlite({ loadDataDir: new Blob([tar]), extensions: pgliteExtensions });
    await client.waitReady;
    connection = await wrapPglite(client);
  }
  setConnection(connection);
  resetAuth();
});

afterAll(async () => {
  await connection?.close();
  await dropDatabase?.();
  setConnection(undefined);
  if (ownDataDir) {
    rmSync(ownDataDir, { recursive: true, force: true });
    delete process.env.DATA_DIR;
    ownDataDir = undefined;
  }
});

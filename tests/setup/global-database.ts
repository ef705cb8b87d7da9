import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../app/lib/db.server";
import { adminUrl, templateDatabaseName } from "./postgres-urls";

/** Builds one migrated database that every test file then copies, instead of migrating per file. */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB_KIND === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL est requis pour les tests sur PostgreSQL.");
    const name = templateDatabaseName();
    const admin = await openPostgres(adminUrl(url), { migrate: false, max: 1 });
    const client = (admin.db as unknown as { $client: import("pg").Pool }).$client;
    await client.query(`drop database if exists "${name}"`);
    await client.query(`create database "${name}"`);
    const template = await openPostgres(adminUrl(url, name), { max: 1 });
    await template.close();
    project.provide("postgresTemplate", name);
    return async () => {
      await client.query(`drop database if exists "${name}" with (force)`);
      await admin.close();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const connection = await openPglite(undefined);
  const client = (connection.db as unknown as { $client: import("@electric-sql/pglite").PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await connection.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

import { writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../../db/schema";
import { lockDataDir } from "./data-dir-lock.server";
import { getLogger } from "./logger.server";
import { createPglite, dumpPglite, pgliteExtensions } from "./pglite-client.server";
import { PgliteThread } from "./pglite-thread-client.server";

export { pgliteExtensions };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Plain SQL for libraries that bring their own queries (the job queue): several statements when no values. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Connections of the database's pool, read at each scrape of /metrics; the embedded database has one, no pool. */
export interface PoolStats {
  total: number;
  idle?: number;
  waiting?: number;
}

export interface Connection {
  db: Database;
  sql: SqlExecutor;
  kind: "pglite" | "postgres";
  poolStats(): PoolStats;
  /** The embedded database's own pg_dump, as plain SQL (lib/backup.server.ts). */
  dump?: () => Promise<string>;
  close(): Promise<void>;
}

const PGLITE_POOL: PoolStats = { total: 1 };

/** What the connection needs of the embedded database, in this thread (PGlite) or in its own (PgliteThread). */
type EmbeddedClient = Pick<PGlite, "query" | "exec" | "close">;

function pgliteExecutor(client: EmbeddedClient): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      // PGlite prepares parameterised queries, which hold one statement; scripts go through exec.
      if (values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "db/migrations");

/**
 * Whether the database already has the newest migration, as drizzle records them (folder timestamps): every start
 * but the first after an upgrade then asks one question instead of running the migrator's DDL.
 */
async function hasNewestMigration(executor: SqlExecutor): Promise<boolean> {
  const newest = readMigrationFiles({ migrationsFolder }).at(-1)?.folderMillis ?? 0;
  try {
    const { rows } = await executor.executeSql("select max(created_at) as applied from drizzle.__drizzle_migrations");
    return Number((rows[0] as { applied: unknown } | undefined)?.applied ?? 0) >= newest;
  } catch {
    return false;
  }
}

export interface PgliteOptions {
  lock?: boolean;
  /** False to leave the database as found (a restore starts from an empty one). */
  migrate?: boolean;
  /** A migrated empty database (see writePgliteTemplate) to start from when DATA_DIR holds none yet. */
  template?: string;
  /**
   * The built script of server/pglite-thread.ts: the database then runs in that worker thread, and its queries never
   * hold the event loop. Without it, in this thread (the commands, the tests, the development server).
   */
  thread?: { script: string | URL; argv?: string[] };
}

function embeddedConnection(client: PGlite | PgliteThread, release: () => void): Connection {
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Database;
  return {
    db,
    sql: pgliteExecutor(client),
    kind: "pglite",
    dump: client instanceof PgliteThread ? () => client.dump() : () => dumpPglite(client),
    poolStats: () => PGLITE_POOL,
    async close() {
      await client.close();
      release();
    },
  };
}

export async function openPglite(dataDir: string | undefined, options: PgliteOptions = {}): Promise<Connection> {
  const release = dataDir && options.lock !== false ? lockDataDir(dataDir) : () => {};
  let client: PGlite | PgliteThread | undefined;
  try {
    const pgdata = dataDir && path.join(dataDir, "pgdata");
    if (options.thread) {
      const thread = new PgliteThread(
        options.thread.script,
        { pgdata, template: options.template },
        options.thread.argv,
      );
      await thread.waitReady;
      client = thread;
    } else client = await createPglite(pgdata, options.template);
    const connection = embeddedConnection(client, release);
    if (options.migrate !== false && !(await hasNewestMigration(connection.sql)))
      await migratePglite(connection.db as never, { migrationsFolder });
    return connection;
  } catch (error) {
    // A thread left open would keep the process alive after its caller gave up (a migration that failed).
    await client?.close().catch(() => {});
    release();
    throw error;
  }
}

/** Writes a migrated empty database as a gzipped archive, for openPglite's `template`. */
export async function writePgliteTemplate(file: string) {
  const client = new PGlite({ extensions: pgliteExtensions });
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const archive = await client.dumpDataDir("gzip");
  writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  await client.close();
}

export async function wrapPglite(client: PGlite): Promise<Connection> {
  return embeddedConnection(client, () => {});
}

export async function openPostgres(
  url: string,
  options: { migrate?: boolean; max?: number } = {},
): Promise<Connection> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5_000 });
  // A pool error (server restarted, connection cut) must not crash the process: the pool reconnects.
  pool.on("error", (error) => getLogger().error({ err: error }, `PostgreSQL : ${error.message}`));
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const executor: SqlExecutor = { executeSql: (text, values) => pool.query(text, values) };
  if (options.migrate !== false && !(await hasNewestMigration(executor)))
    await migrateNodePg(db as never, { migrationsFolder });
  return {
    db,
    sql: executor,
    kind: "postgres",
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

const holder = globalThis as typeof globalThis & { __connection?: Connection };

/**
 * The database the settings name: the PostgreSQL server of DATABASE_URL, else the embedded one in DATA_DIR. The
 * server, the operators' commands and the backups open it the same way.
 */
export function openConfigured(
  settings: { DATABASE_URL?: string; DATA_DIR: string },
  options: { migrate?: boolean; max?: number } & Pick<PgliteOptions, "template" | "thread"> = {},
): Promise<Connection> {
  const { migrate, max, template, thread } = options;
  return settings.DATABASE_URL
    ? openPostgres(settings.DATABASE_URL, { migrate, max })
    : openPglite(settings.DATA_DIR, { migrate, template, thread });
}

/** Sets the process-wide connection used by every feature's server code. */
export function setConnection(connection: Connection | undefined) {
  holder.__connection = connection;
}

export function getConnection(): Connection {
  const connection = holder.__connection;
  if (!connection) throw new Error("La base de données n'est pas ouverte.");
  return connection;
}

export function getDb(): Database {
  return getConnection().db;
}

/** Runs raw SQL and returns its rows (both drivers answer with `rows`). */
export async function queryRows<T>(query: SQL): Promise<T[]> {
  const result = (await getDb().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function isDatabaseReachable(): Promise<boolean> {
  try {
    await getDb().execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
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
  /** The embedded database itself, for what only it can do (its own dump: lib/backup.server.ts). */
  pglite?: PGlite;
  close(): Promise<void>;
}

const PGLITE_POOL: PoolStats = { total: 1 };

function pgliteExecutor(client: PGlite): SqlExecutor {
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

/**
 * PostgreSQL's default 128 MB of shared buffers made the embedded database alone weigh some 300 MB at rest inside
 * WebAssembly; 64 MB keeps about 85 MB less resident and still holds years of the site's data.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=64MB"];

/** The extensions the migrations create (btree_gist: contracts that never overlap); every PGlite must load them. */
export const pgliteExtensions = { btree_gist };

export interface PgliteOptions {
  lock?: boolean;
  /** False to leave the database as found (a restore starts from an empty one). */
  migrate?: boolean;
  /** A migrated empty database (see writePgliteTemplate) to start from when DATA_DIR holds none yet. */
  template?: string;
}

export async function openPglite(dataDir: string | undefined, options: PgliteOptions = {}): Promise<Connection> {
  const release = dataDir && options.lock !== false ? lockDataDir(dataDir) : () => {};
  try {
    const pgdata = dataDir && path.join(dataDir, "pgdata");
    // Creating a cluster takes seconds inside WebAssembly; unpacking a prepared one takes under one.
    const loadDataDir =
      pgdata && !existsSync(pgdata) && options.template && existsSync(options.template)
        ? new Blob([readFileSync(options.template)])
        : undefined;
    const client = pgdata
      ? new PGlite(pgdata, { loadDataDir, startParams: pgliteStartParams, extensions: pgliteExtensions })
      : new PGlite({ startParams: pgliteStartParams, extensions: pgliteExtensions });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    const executor = pgliteExecutor(client);
    if (options.migrate !== false && !(await hasNewestMigration(executor)))
      await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      sql: executor,
      kind: "pglite",
      pglite: client,
      poolStats: () => PGLITE_POOL,
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
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
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    sql: pgliteExecutor(client),
    kind: "pglite",
    pglite: client,
    poolStats: () => PGLITE_POOL,
    close: () => client.close(),
  };
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
  options: { migrate?: boolean; max?: number; template?: string } = {},
): Promise<Connection> {
  const { migrate, max, template } = options;
  return settings.DATABASE_URL
    ? openPostgres(settings.DATABASE_URL, { migrate, max })
    : openPglite(settings.DATA_DIR, { migrate, template });
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

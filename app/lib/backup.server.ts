import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { backupFileName, backupsToDelete } from "./backup-retention";
import type { Connection } from "./db.server";
import type { Env } from "./env.server";
import { DUMP_OPTIONS } from "./pglite-client.server";

export const BACKUP_JOB = "database.backup";

/** What a backup is taken from: a PostgreSQL server by its URL, or the embedded database this process holds. */
export type BackupSource = { kind: "postgres"; url: string } | { kind: "pglite"; dump: () => Promise<string> };

export function backupSource(connection: Connection, env: Pick<Env, "DATABASE_URL">): BackupSource {
  if (connection.dump) return { kind: "pglite", dump: connection.dump };
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL manquant pour la sauvegarde.");
  return { kind: "postgres", url: env.DATABASE_URL };
}

/**
 * pg_dump's one REPEATABLE READ transaction is its consistent snapshot. The password goes through the environment,
 * not the command line that other users of the machine can read.
 */
async function dumpPostgres(url: string, file: string) {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = "";
  try {
    await promisify(execFile)("pg_dump", ["--dbname", target.toString(), "--file", file, ...DUMP_OPTIONS], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code === "ENOENT") throw new Error("pg_dump introuvable : installez le client PostgreSQL (postgresql-client).");
    throw new Error(`pg_dump a échoué : ${stderr?.trim() || (error as Error).message}`);
  }
}

/**
 * Writes a backup into `dir`, named by its time, through a temporary file synced then renamed: a crash leaves at
 * worst a `.tmp` file, never a half backup named like a good one. Answers its path.
 */
export async function writeBackup(source: BackupSource, dir: string, now = new Date()): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, backupFileName(now));
  const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    if (source.kind === "postgres") await dumpPostgres(source.url, temporary);
    else await writeFile(temporary, await source.dump());
    const handle = await open(temporary, "r+");
    await handle.sync();
    await handle.close();
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return file;
}

/** Deletes the backups of `dir` older than `keepDays` days (backup-retention.ts); answers the names deleted. */
export async function pruneBackups(dir: string, keepDays: number, now = new Date()): Promise<string[]> {
  const doomed = backupsToDelete(await readdir(dir), now, keepDays);
  for (const name of doomed) await rm(path.join(dir, name), { force: true });
  return doomed;
}

/**
 * The nightly job: a backup into BACKUP_DIR, then the ones past BACKUP_KEEP_DAYS deleted; off when that is 0.
 * Answers the backup's path, null when off.
 */
export async function writeNightlyBackup(connection: Connection, env: Env, now = new Date()): Promise<string | null> {
  if (env.BACKUP_KEEP_DAYS === 0) return null;
  const file = await writeBackup(backupSource(connection, env), env.BACKUP_DIR, now);
  await pruneBackups(env.BACKUP_DIR, env.BACKUP_KEEP_DAYS, now);
  return file;
}

export class RestoreRefused extends Error {}

/**
 * The dump as the target runs it in one statement list: without psql's meta-commands (pg_dump 15.14 and later write
 * \restrict), nor the setting pg_dump 17 (the embedded database's) writes and PostgreSQL before 17 does not know.
 */
function runnable(dump: string): string {
  return dump.replace(/^\\(?:un)?restrict\b.*$/gm, "").replace(/^SET transaction_timeout = 0;$/m, "");
}

/**
 * Restores a dump into an empty database, all or nothing: the statements go as one simple query, which PostgreSQL
 * runs as one transaction. A database with tables is refused.
 */
export async function restoreDump(connection: Connection, dump: string): Promise<void> {
  const { rows } = await connection.sql.executeSql(
    "select count(*)::int as tables from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
  );
  const tables = (rows[0] as { tables: number }).tables;
  if (tables > 0)
    throw new RestoreRefused(
      `La base cible n'est pas vide (${tables} tables) : la restauration se fait dans une base vide, sans tables.`,
    );
  await connection.sql.executeSql(runnable(dump));
}

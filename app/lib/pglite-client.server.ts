import { existsSync, readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";

/**
 * PostgreSQL's default 128 MB of shared buffers made the embedded database alone weigh some 300 MB at rest inside
 * WebAssembly; 48 MB keeps about 105 MB less resident. A page it misses is read through the operating system's file
 * cache: the scheduler's bench over a year of series measured the same at 48 and 64 MB.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=48MB"];

/** The extensions the migrations create (btree_gist: contracts that never overlap); every PGlite must load them. */
export const pgliteExtensions = { btree_gist };

/**
 * The embedded database in `pgdata`, or in memory without it. A new folder starts from `template`, a migrated empty
 * database: creating a cluster takes seconds inside WebAssembly, unpacking a prepared one under one.
 */
export async function createPglite(pgdata: string | undefined, template?: string): Promise<PGlite> {
  const loadDataDir =
    pgdata && !existsSync(pgdata) && template && existsSync(template) ? new Blob([readFileSync(template)]) : undefined;
  const client = pgdata
    ? new PGlite(pgdata, { loadDataDir, startParams: pgliteStartParams, extensions: pgliteExtensions })
    : new PGlite({ startParams: pgliteStartParams, extensions: pgliteExtensions });
  await client.waitReady;
  return client;
}

/** Plain SQL of INSERTs that any role restores, through the application's own connection (ADR 064). */
export const DUMP_OPTIONS = ["--inserts", "--no-owner", "--no-privileges"];

/**
 * The embedded database has one session, shared by the whole process. pg_dump runs in it synchronously, but an
 * application transaction may be open at that moment, between two of its own statements: holding PGlite's
 * transaction lock (an empty transaction committed at once) keeps every other query out until the dump is written,
 * so it sees committed data only. `RESET ALL` then undoes the settings pg_dump made on that session.
 */
export async function dumpPglite(client: PGlite): Promise<string> {
  const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
  return client.transaction(async (tx) => {
    await tx.exec("COMMIT");
    const session = {
      query: tx.query,
      exec: tx.exec,
      execProtocolRawStream: client.execProtocolRawStream.bind(client),
    };
    try {
      const dump = await pgDump({ pg: session as unknown as PGlite, args: DUMP_OPTIONS });
      return await dump.text();
    } finally {
      await tx.exec("RESET ALL");
    }
  });
}

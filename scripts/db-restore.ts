// Operators' tool: npm run db:restore -- FILE — restores a backup into an empty database (docs/operations.md).
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { restoreDump } from "../app/lib/backup.server";
import { openConfigured } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";

const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error("Usage : npm run db:restore -- chemin/vers/backup-….sql");
  process.exit(2);
}

const env = getEnv();
try {
  const dump = await readFile(file, "utf8");
  const connection = await openConfigured(env, { migrate: false, max: 1 });
  try {
    await restoreDump(connection, dump);
  } finally {
    await connection.close();
  }
  console.log(`Base restaurée depuis ${file} (${env.DATABASE_URL ? "PostgreSQL" : `base embarquée ${env.DATA_DIR}`})`);
} catch (error) {
  console.error(`Restauration impossible : ${(error as Error).message}`);
  process.exitCode = 1;
}

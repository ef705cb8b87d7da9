// Operators' tool: npm run db:backup — writes a backup of the database into BACKUP_DIR (docs/operations.md).
import { backupSource, writeBackup } from "../app/lib/backup.server";
import { DataDirLockedError } from "../app/lib/data-dir-lock.server";
import { openConfigured } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";

const env = getEnv();
try {
  // The embedded database belongs to one process: this command takes it only while the server is stopped.
  const connection = await openConfigured(env, { migrate: false, max: 1 });
  try {
    console.log(`Sauvegarde écrite : ${await writeBackup(backupSource(connection, env), env.BACKUP_DIR)}`);
  } finally {
    await connection.close();
  }
} catch (error) {
  console.error((error as Error).message);
  if (error instanceof DataDirLockedError)
    console.error(
      "Le serveur en marche sauvegarde lui-même la base embarquée chaque nuit dans BACKUP_DIR ; pour une sauvegarde immédiate, arrêtez-le puis relancez cette commande.",
    );
  process.exitCode = 1;
}

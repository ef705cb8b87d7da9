// Operators' tool: npm run db:backup — writes a backup of the database into BACKUP_DIR (docs/operations.md).
import { backupSource, writeBackup } from "../app/lib/backup.server";
import { DataDirLockedError } from "../app/lib/data-dir-lock.server";
import { openConfigured } from "../app/lib/db.server";
import { type Env, getEnv } from "../app/lib/env.server";
import { runningServerOrigin } from "./running-server";

/** The embedded database belongs to the server that runs on it: that server writes the backup (POST /ops/backup). */
async function askRunningServer(env: Env): Promise<string> {
  const url = `${runningServerOrigin(env)}/ops/backup`;
  const headers: Record<string, string> = env.METRICS_TOKEN ? { Authorization: `Bearer ${env.METRICS_TOKEN}` } : {};
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", headers });
  } catch {
    throw new Error(`Le serveur qui tient la base embarquée ne répond pas à ${url} : vérifiez HOST et PORT.`);
  }
  if (response.status === 404)
    throw new Error(`Le serveur refuse la sauvegarde à ${url} : lancez la commande avec le METRICS_TOKEN du serveur.`);
  const answer = (await response.json()) as { file?: string; error?: string };
  if (!response.ok || !answer.file)
    throw new Error(`Le serveur n'a pas pu sauvegarder : ${answer.error ?? response.status}`);
  return answer.file;
}

async function backup(env: Env): Promise<string> {
  try {
    const connection = await openConfigured(env, { migrate: false, max: 1 });
    try {
      return await writeBackup(backupSource(connection, env), env.BACKUP_DIR);
    } finally {
      await connection.close();
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) return askRunningServer(env);
    throw error;
  }
}

try {
  console.log(`Sauvegarde écrite : ${await backup(getEnv())}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}

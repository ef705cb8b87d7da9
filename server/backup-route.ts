import type { RequestHandler } from "express";
import { backupSource, writeBackup } from "../app/lib/backup.server";
import { getConnection } from "../app/lib/db.server";
import type { Env } from "../app/lib/env.server";
import { getLogger } from "../app/lib/logger.server";

/**
 * POST /ops/backup (behind operatorsOnly): a backup into BACKUP_DIR now, answered with its path. `npm run db:backup`
 * asks for it while this server holds the embedded database, which no other process may open.
 */
export function serveBackup(env: Pick<Env, "DATABASE_URL" | "BACKUP_DIR">): RequestHandler {
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      const file = await writeBackup(backupSource(getConnection(), env), env.BACKUP_DIR);
      getLogger().info({ file }, "Sauvegarde écrite à la demande");
      res.json({ file });
    } catch (error) {
      getLogger().error({ err: error }, `Sauvegarde à la demande en échec : ${(error as Error).message}`);
      res.status(500).json({ error: (error as Error).message });
    }
  };
}

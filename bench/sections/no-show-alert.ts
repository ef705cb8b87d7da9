import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { newSiteCode } from "../../app/features/attendance/site-code";
import { hashSiteCode } from "../../app/features/attendance/site-codes.server";
import { type Database, openPglite, setConnection } from "../../app/lib/db.server";
import { getEnv } from "../../app/lib/env.server";
import { PARIS } from "../../app/lib/time";
import { noShowAlerts, sites } from "../../db/schema";
import { startBackgroundWork } from "../../server/jobs";
import { insertPlanning } from "../../tests/support/planning-rows";
import { insertSite } from "../../tests/support/site-rows";
import { staff } from "../../tests/support/staff";
import type { BenchRow } from "../types";

// The budget (docs/architecture.md): a no-show is alerted within 60 s of its threshold.
const SAMPLES = 3;
const GIVE_UP_MS = 3 * 60_000;

/**
 * The server's background work, as a running server starts it (pg-boss, its cron every minute), and for each sample a
 * shift at a site whose code is posted, with nobody punched in, whose threshold (`NO_SHOW_MINUTES` after its start)
 * falls on the next whole minute: how long after the threshold its alert row is written, mails queued with it.
 */
export async function noShowAlert(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-non-pointe-"));
  const connection = await openPglite(dataDir);
  setConnection(connection);
  try {
    const siteId = await insertSite("Parking du banc d'essai");
    await connection.db
      .update(sites)
      .set({ attendanceCodeHash: hashSiteCode(newSiteCode()) })
      .where(eq(sites.id, siteId));
    const stop = await startBackgroundWork(connection, PARIS);
    const delays: number[] = [];
    try {
      for (let sample = 0; sample < SAMPLES; sample += 1) delays.push(await alertDelay(connection.db, siteId));
    } finally {
      await stop();
    }
    return [
      {
        name: "alerte « non pointé » après son seuil, pire cas",
        value: Math.max(...delays) / 1000,
        unit: "s",
        budget: 60,
        detail: `tâche pg-boss chaque minute, ${SAMPLES} vacations : ${delays.map((delay) => (delay / 1000).toFixed(1)).join(" s, ")} s`,
      },
    ];
  } finally {
    setConnection(undefined);
    await connection.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function alertDelay(db: Database, siteId: string): Promise<number> {
  const threshold = Math.ceil((Date.now() + 5_000) / 60_000) * 60_000;
  const start = new Date(threshold - getEnv().NO_SHOW_MINUTES * 60_000);
  const employee = await staff("employee");
  const planningId = await insertPlanning(
    { title: "Vacation non pointée", siteId, startTime: start, endTime: new Date(start.getTime() + 2 * 3_600_000) },
    [employee.id],
  );
  while (Date.now() - threshold < GIVE_UP_MS) {
    const [alert] = await db.select().from(noShowAlerts).where(eq(noShowAlerts.planningId, planningId));
    if (alert) return alert.alertedAt.getTime() - threshold;
    await sleep(250);
  }
  throw new Error(`aucune alerte ${GIVE_UP_MS / 1000} s après le seuil`);
}

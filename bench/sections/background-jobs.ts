import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NO_SHOW_JOB } from "../../app/features/attendance/attendance-watch.server";
import { openPglite } from "../../app/lib/db.server";
import { PARIS, todayIn } from "../../app/lib/time";
import { startSite } from "../../tests/support/site-process";
import { load } from "../lib/load";
import { seedSeriesYear } from "../lib/series-year";
import { postSiteCodes } from "../lib/site-codes";
import type { BenchRow } from "../types";

// Longer than a minute, so that the every-minute jobs (no-shows, change notices, offers) run at least once under load.
const SECONDS = 70;

/**
 * `/` under 20 connections on the embedded database while the server's own jobs run on it: the start's series
 * extension and ANALYZE, then the every-minute sweeps, over the scheduler's company (200 employees, 150 sites with
 * their codes posted, a year of series). The jobs counted are those the server's log says ended within the load.
 */
export async function backgroundJobs(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-taches-"));
  try {
    const connection = await openPglite(dataDir);
    try {
      const { siteRows } = await seedSeriesYear(connection, todayIn(PARIS), "taches");
      await postSiteCodes(
        connection,
        siteRows.map((site) => site.id),
      );
    } finally {
      await connection.close();
    }
    const server = await startSite({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    try {
      const from = Date.now();
      const result = await load(`${server.url}/`, { seconds: SECONDS, connections: 20 });
      const jobs = jobsEndedBetween(server.output(), from, Date.now());
      if (!jobs.includes(NO_SHOW_JOB)) throw new Error(`aucune tâche pendant la charge :\n${server.output()}`);
      return [
        {
          name: "Site, / p99 pendant les tâches de fond, base embarquée",
          value: result.p99Ms,
          unit: "ms",
          budget: 50,
          detail: `20 connexions, ${SECONDS} s, ${Math.round(result.requestsPerSecond)} req/s, erreurs ${result.errors + result.non2xx} ; ${jobs.length} tâches terminées pendant la charge (${summary(jobs)})`,
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The names of the jobs whose end the server logged between two instants (pino's `time` is epoch milliseconds). */
function jobsEndedBetween(output: string, from: number, to: number): string[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string; job?: string; time?: number })
    .filter(
      (entry) => entry.msg === "Tâche terminée" && entry.time !== undefined && entry.time >= from && entry.time <= to,
    )
    .map((entry) => entry.job ?? "");
}

function summary(jobs: string[]): string {
  const counts = new Map<string, number>();
  for (const job of jobs) counts.set(job, (counts.get(job) ?? 0) + 1);
  return [...counts].map(([job, n]) => `${job} ×${n}`).join(", ");
}

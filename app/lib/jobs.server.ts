import type PgBoss from "pg-boss";
import type { Connection } from "./db.server";
import { errorText, getLogger } from "./logger.server";
import { getMetrics, type QueueDepth, setQueueDepthSource } from "./metrics.server";

/** A kind of background work: its queue's retry policy, an optional cron schedule, and what one job does. */
export interface JobDefinition<T extends object = object> {
  name: string;
  /** Retries, backoff and expiry of this queue's jobs (pg-boss's queue options). */
  queue?: Omit<PgBoss.Queue, "name">;
  /** Five-field cron, in the company's time zone: one job per tick across every server instance. */
  cron?: string;
  /** Jobs taken per fetch: a backlog drains this many at a time instead of one per polling interval. */
  batchSize?: number;
  /** What one job does; what it answers is not kept. */
  handle(job: PgBoss.JobWithMetadata<T>): Promise<unknown>;
}

const holder = globalThis as typeof globalThis & { __jobs?: PgBoss };

/**
 * Starts the job queue over the application's own database: pg-boss on PostgreSQL through the application's pool,
 * and on the embedded database through the same SQL interface (one process holds it, see ADR 002).
 * Returns the function that stops it.
 */
export async function startJobs(
  connection: Connection,
  definitions: JobDefinition[],
  options: { timeZone: string; pollingIntervalSeconds?: number },
): Promise<() => Promise<void>> {
  // Loaded here rather than at import: the job queue starts after the site answers, and so does its module graph.
  const { default: PgBoss } = await import("pg-boss");
  // Maintenance every 30 s puts a job whose worker died (its expiry passed) back in the queue without a long wait.
  const boss = new PgBoss({
    db: connection.sql,
    schema: "pgboss",
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: 30,
  });
  boss.on("error", (error) => getLogger().error({ err: error }, `Tâches de fond : ${error.message}`));
  await boss.start();
  for (const definition of definitions) {
    await boss.createQueue(definition.name, { name: definition.name, ...definition.queue });
    await boss.work<object>(
      definition.name,
      {
        includeMetadata: true,
        batchSize: definition.batchSize ?? 1,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      },
      async (jobs) => {
        // One job's failure is that job's alone: it is retried, the others of the batch complete.
        for (const job of jobs) {
          const error = await runLogged(definition, job);
          if (error) await boss.fail(definition.name, job.id, { message: error.message });
        }
      },
    );
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: options.timeZone });
    else await boss.unschedule(definition.name);
  }
  holder.__jobs = boss;
  const names = definitions.map((definition) => definition.name);
  setQueueDepthSource(() => queueDepths(connection, names));
  return async () => {
    holder.__jobs = undefined;
    setQueueDepthSource(undefined);
    await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
  };
}

/** Runs one job, logging its start, its end with its duration, or its failure (also counted for /metrics). */
async function runLogged(definition: JobDefinition, job: PgBoss.JobWithMetadata<object>): Promise<Error | undefined> {
  // The job's data is left out: it may hold an address (a password reset's).
  const log = getLogger().child({ job: definition.name, jobId: job.id });
  const started = performance.now();
  log.info("Tâche commencée");
  try {
    await definition.handle(job);
    log.info({ ms: Math.round(performance.now() - started) }, "Tâche terminée");
    return undefined;
  } catch (thrown) {
    const error = thrown instanceof Error ? thrown : new Error(String(thrown));
    getMetrics().jobFailures.inc({ job: definition.name });
    log.error(
      { err: error, ms: Math.round(performance.now() - started), retry: job.retryCount },
      `Tâche en échec : ${errorText(error)}`,
    );
    return error;
  }
}

/** Jobs waiting and running per queue, every known queue included (at zero when empty). */
async function queueDepths(connection: Connection, names: readonly string[]): Promise<QueueDepth[]> {
  const { rows } = await connection.sql.executeSql(
    "select name, state, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') group by name, state",
  );
  const depths = new Map(names.map((queue) => [queue, { queue, queued: 0, active: 0 }]));
  for (const { name, state, n } of rows as { name: string; state: string; n: number }[]) {
    const depth = depths.get(name) ?? { queue: name, queued: 0, active: 0 };
    if (state === "active") depth.active += n;
    else depth.queued += n;
    depths.set(name, depth);
  }
  return [...depths.values()];
}

/**
 * Queues one job; `id` makes it idempotent (a second send with the same id is ignored). Without a running queue
 * (tests, scripts) nothing is sent: the work is picked up by its sweep when a server runs.
 */
export async function sendJob(name: string, data: object, options: PgBoss.SendOptions = {}): Promise<string | null> {
  const boss = holder.__jobs;
  return boss ? boss.send(name, data, options) : null;
}

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { getConnection } from "./db.server";

/** Jobs waiting (created or retrying) and running, per queue, as the job queue counts them at a scrape. */
export interface QueueDepth {
  queue: string;
  queued: number;
  active: number;
}

interface Metrics {
  registry: Registry;
  httpDuration: Histogram<"route" | "method" | "status_class">;
  jobFailures: Counter<"job">;
  mailFailures: Counter<"final">;
  queueDepths?: () => Promise<QueueDepth[]>;
}

function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics: Metrics = {
    registry,
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Durée des réponses HTTP, par route (son motif, jamais l'URL), méthode et classe de statut.",
      labelNames: ["route", "method", "status_class"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: "job_failures_total",
      help: "Tâches de fond en échec, par tâche.",
      labelNames: ["job"],
      registers: [registry],
    }),
    mailFailures: new Counter({
      name: "mail_send_failures_total",
      help: "Envois de courriel refusés ; final=true quand le courriel est marqué en échec.",
      labelNames: ["final"],
      registers: [registry],
    }),
  };
  new Gauge({
    name: "job_queue_jobs",
    help: "Tâches en attente (queued) et en cours (active), par file.",
    labelNames: ["queue", "state"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const depth of (await metrics.queueDepths?.()) ?? []) {
        this.set({ queue: depth.queue, state: "queued" }, depth.queued);
        this.set({ queue: depth.queue, state: "active" }, depth.active);
      }
    },
  });
  new Gauge({
    name: "db_pool_connections",
    help: "Connexions à la base : total, inactives, requêtes en attente d'une connexion (la base embarquée en a une).",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.reset();
      const stats = poolStats();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      if (stats.idle !== undefined) this.set({ state: "idle" }, stats.idle);
      if (stats.waiting !== undefined) this.set({ state: "waiting" }, stats.waiting);
    },
  });
  return metrics;
}

function poolStats() {
  try {
    return getConnection().poolStats();
  } catch {
    return undefined;
  }
}

// One registry per process (each instance behind the proxy is scraped on its own), shared by both server bundles.
const holder = globalThis as typeof globalThis & { __metrics?: Metrics };

export function getMetrics(): Metrics {
  holder.__metrics ??= createMetrics();
  return holder.__metrics;
}

/** Where the queue-depth gauge reads at a scrape: the running job queue, or nothing once it stops. */
export function setQueueDepthSource(source: (() => Promise<QueueDepth[]>) | undefined) {
  getMetrics().queueDepths = source;
}

import type { RequestHandler } from "express";
import { getMetrics } from "../app/lib/metrics.server";

/** /metrics in Prometheus's text format (behind operatorsOnly, server/operator-access.ts). */
export function serveMetrics(): RequestHandler {
  return async (_req, res) => {
    const { registry } = getMetrics();
    res
      .set("Content-Type", registry.contentType)
      .set("Cache-Control", "no-store")
      .send(await registry.metrics());
  };
}

import type { RequestHandler } from "express";
import { getMetrics } from "../app/lib/metrics.server";
import { mayReadMetrics } from "./metrics-access";

/** /metrics in Prometheus's text format, to the machine itself or the token's holder; to anyone else, a 404. */
export function serveMetrics(token: string | undefined): RequestHandler {
  return async (req, res) => {
    const forwarded = Boolean(req.get("X-Forwarded-For") ?? req.get("Forwarded") ?? req.get("X-Real-IP"));
    const allowed = mayReadMetrics(
      { remoteAddress: req.socket.remoteAddress, authorization: req.get("Authorization"), forwarded },
      token,
    );
    if (!allowed) {
      res.status(404).type("text/plain").send("Not Found");
      return;
    }
    const { registry } = getMetrics();
    res
      .set("Content-Type", registry.contentType)
      .set("Cache-Control", "no-store")
      .send(await registry.metrics());
  };
}

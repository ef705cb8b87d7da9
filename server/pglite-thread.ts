// The embedded database's own thread (app/lib/pglite-thread-client.server.ts sends it the work).
import { parentPort, workerData } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { createPglite, dumpPglite } from "../app/lib/pglite-client.server";
import type { ThreadReply, ThreadRequest, ThreadSettings } from "../app/lib/pglite-thread-client.server";

const port = parentPort;
if (!port) throw new Error("Ce module s'exécute dans un thread.");

const asText = (value: string) => value;

function described(error: unknown): { message: string; fields: Record<string, unknown> } {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => value === null || typeof value !== "object" || Array.isArray(value)),
  );
  return { message: error.message, fields };
}

function answer(client: PGlite, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "query":
      return client.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: Object.fromEntries(request.textTypes.map((type) => [type, asText])),
      });
    case "exec":
      return client.exec(request.sql);
    case "dump":
      return dumpPglite(client);
    case "close":
      return client.close();
  }
}

const settings = workerData as ThreadSettings;
try {
  const client = await createPglite(settings.pgdata, settings.template);
  port.on("message", async ({ id, ...request }: ThreadRequest & { id: number }) => {
    let reply: ThreadReply;
    try {
      reply = { id, ok: true, value: await answer(client, request as ThreadRequest) };
    } catch (error) {
      reply = { id, ok: false, error: described(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true } satisfies ThreadReply);
} catch (error) {
  port.postMessage({ ready: false, error: described(error) } satisfies ThreadReply);
}

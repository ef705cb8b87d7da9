import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { rssMb, startSite } from "../../tests/support/site-process";
import type { BenchRow } from "../types";

const POSTS = 50;
const SIZE = 10 * 1024 * 1024;
const CHUNK = Buffer.alloc(256 * 1024, "a");

/**
 * Posts a 10 MB form (declared length) and resolves with the status and the time to the answer's headers. Without
 * `sendBody`, only the headers go: the time is then the server's refusal alone, not the client's upload.
 */
function oversizedPost(url: string, sendBody = true): Promise<{ status: number; ms: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      {
        host: hostname,
        port,
        path: "/contact",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": SIZE },
      },
      (res) => {
        const ms = performance.now() - started;
        res.resume();
        res.on("end", () => {
          if (!sendBody) req.destroy();
          resolve({ status: res.statusCode ?? 0, ms });
        });
      },
    );
    // The server answers and closes without reading: the rest of the upload then fails, as it should.
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    if (!sendBody) return void req.flushHeaders();
    let sent = 0;
    const write = () => {
      while (sent < SIZE) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** RSS after a flood of oversized posts, and the time to refuse one. */
export async function hardening(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-hardening-"));
  const server = await startSite({ DATA_DIR: dataDir });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idle = rssMb(server.process.pid as number);
    const answers = await Promise.all(Array.from({ length: POSTS }, () => oversizedPost(server.url)));
    const refusals = [];
    for (let i = 0; i < 20; i++) refusals.push(await oversizedPost(server.url, false));
    const after = rssMb(server.process.pid as number);
    const refused = [...answers, ...refusals].filter((answer) => answer.status === 413).length;
    return [
      {
        name: `RSS après ${POSTS} envois de 10 Mo (écart au repos)`,
        value: after - idle,
        unit: "MB",
        budget: 50,
        detail: `repos ${idle.toFixed(0)} MB, après ${after.toFixed(0)} MB ; ${refused}/${POSTS + 20} réponses 413 lues`,
      },
      {
        name: "refus d'un envoi de 10 Mo (médiane)",
        value: median(refusals.filter((answer) => answer.status === 413).map((answer) => answer.ms)),
        unit: "ms",
        budget: 5,
      },
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

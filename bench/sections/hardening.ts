import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { rssMb, startSite } from "../../tests/support/site-process";
import { median } from "../lib/measure";
import type { BenchRow } from "../types";

const POSTS = 50;
const SIZE = 10 * 1024 * 1024;
const CHUNK = Buffer.alloc(256 * 1024, "a");

/** Posts a 10 MB form (declared length), uploading it all, and resolves with the answer's status. */
function oversizedPost(url: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const req = request(
      {
        host: hostname,
        port,
        path: "/contact",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": SIZE },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    // The server answers and closes without reading: the rest of the upload then fails, as it should.
    req.on("error", () => resolve(0));
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

/**
 * The server's time to refuse: on an open connection, the request's head declaring 10 MB is written, and the clock
 * runs until the first byte of the answer. No body is sent, so the client's upload is not what is measured.
 */
function refusalTime(url: string): Promise<{ status: number; ms: number; closes: boolean }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), noDelay: true }, () => {
      const head = `POST /contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${SIZE}\r\n\r\n`;
      let started = 0;
      let ms = 0;
      let answer = "";
      socket.on("data", (chunk) => {
        ms ||= performance.now() - started;
        answer += chunk;
        if (!answer.includes("\r\n\r\n")) return;
        socket.destroy();
        const [statusLine = "", ...headers] = answer.split("\r\n\r\n")[0]?.split("\r\n") ?? [];
        resolve({
          status: Number(statusLine.split(" ")[1]),
          ms,
          closes: headers.some((line) => /^connection:\s*close$/i.test(line)),
        });
      });
      started = performance.now();
      socket.write(head);
    });
    socket.on("error", reject);
  });
}

/** RSS after a flood of oversized posts, and the time to refuse one. */
export async function hardening(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-hardening-"));
  const server = await startSite({ DATA_DIR: dataDir });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idle = rssMb(server.process.pid as number);
    const answers = await Promise.all(Array.from({ length: POSTS }, () => oversizedPost(server.url)));
    const after = rssMb(server.process.pid as number);
    const refusals = [];
    for (let i = 0; i < 50; i++) refusals.push(await refusalTime(server.url));
    const refused = refusals.filter((answer) => answer.status === 413 && answer.closes);
    return [
      {
        name: `RSS après ${POSTS} envois de 10 Mo (écart au repos)`,
        value: after - idle,
        unit: "MB",
        budget: 50,
        detail: `repos ${idle.toFixed(0)} MB, après ${after.toFixed(0)} MB ; ${answers.filter((status) => status === 413).length}/${POSTS} réponses 413 lues`,
      },
      {
        name: "refus d'un envoi de 10 Mo (médiane)",
        value: median(refused.map((answer) => answer.ms)),
        unit: "ms",
        budget: 5,
        detail: `du dernier octet de l'en-tête au premier de la réponse, corps jamais envoyé ; ${refused.length}/${refusals.length} réponses 413 avec Connection: close`,
      },
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

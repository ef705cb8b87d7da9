import { createServer, type Server } from "node:http";
import { freePort } from "../../tests/support/site-process";
import { type LoadResult, load } from "./load";

/** An answer as the site gave it: what the baseline repeats. */
export interface RecordedAnswer {
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers that belong to one connection or one moment, not to the page. */
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** Fetches a page without compression, as the load generator asks for it. */
export async function recordAnswer(url: string): Promise<RecordedAnswer> {
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER.has(name)));
  return { headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** The baseline: Node's HTTP server answering the same bytes from memory with the same headers, and nothing else. */
export function startStaticServer(answer: RecordedAnswer, port: number): Promise<Server> {
  const headers = { ...answer.headers, "content-length": String(answer.body.length) };
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(answer.body);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** The load the baseline sustains with the same connections: what the site's throughput is compared with. */
export async function loadStaticBaseline(answer: RecordedAnswer): Promise<LoadResult> {
  const port = await freePort();
  const server = await startStaticServer(answer, port);
  try {
    return await load(`http://127.0.0.1:${port}/`);
  } finally {
    server.close();
  }
}

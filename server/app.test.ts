import { connect } from "node:net";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../app/lib/env.server";
import { listenOnFreePort } from "../tests/support/listen";
import { createApp } from "./app";

let port: number;
let close: () => void;

beforeAll(async () => {
  const env = { PUBLIC_URL: "http://127.0.0.1", TRUST_PROXY: false } as Env;
  const build = (): Promise<ServerBuild> => Promise.reject(new Error("aucune route ne doit être atteinte"));
  const app = await createApp({ env, build });
  ({ port, close } = await listenOnFreePort(app));
});

afterAll(() => close());

/** Sends only the request's head, declaring a body that never comes, and resolves with the answer's head. */
function headOnly(path: string, contentLength: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port }, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${contentLength}\r\n\r\n`,
      );
    });
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk;
      if (received.includes("\r\n\r\n")) {
        socket.destroy();
        resolve(received.split("\r\n\r\n")[0] as string);
      }
    });
    socket.on("error", reject);
  });
}

describe("createApp", () => {
  it("refuses an oversized body first, before helmet and compression, and closes the connection", async () => {
    const head = (await headOnly("/contact", 10 * 1024 * 1024)).toLowerCase();
    expect(head).toMatch(/^http\/1.1 413/);
    expect(head).toContain("connection: close");
    expect(head).toContain("content-security-policy: default-src 'none'");
    // Headers that helmet and compression would have added had the request gone through them.
    expect(head).not.toContain("cross-origin-opener-policy");
    expect(head).not.toContain("vary: accept-encoding");
  });
});

import { request as httpRequest } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnFreePort } from "../tests/support/listen";
import { bodyLimitFor, DEFAULT_BODY_LIMIT, limitRequestBodies } from "./body-limit";
import { refuseMalformedRequests } from "./request-shape";

let port: number;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(refuseMalformedRequests());
  app.use(limitRequestBodies());
  app.all("/{*path}", async (req, res) => {
    let size = 0;
    for await (const chunk of req) size += (chunk as Buffer).byteLength;
    res.send(`lu ${size}`);
  });
  ({ port, close } = await listenOnFreePort(app));
});

afterAll(() => close());

/** Sends `size` bytes in chunks, with or without a Content-Length, and resolves with the answer's status. */
function send(path: string, size: number, declare: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { "Content-Type": "application/x-www-form-urlencoded" };
    if (declare) headers["Content-Length"] = size;
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    const chunk = Buffer.alloc(16 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once("drain", write);
      }
      req.end();
    };
    if (declare && size > DEFAULT_BODY_LIMIT) req.end();
    else write();
  });
}

describe("limitRequestBodies", () => {
  it("reads a body within the limit", async () => {
    expect(await send("/contact", 10_000, true)).toEqual({ status: 200, body: "lu 10000" });
    expect(await send("/contact", 10_000, false)).toEqual({ status: 200, body: "lu 10000" });
  });

  it("refuses a declared size over the limit with a French 413, reading nothing", async () => {
    const answer = await send("/contact", 10 * 1024 * 1024, true);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("Requête trop volumineuse");
  });

  it("cuts a streamed body as soon as it goes over", async () => {
    const answer = await send("/contact", 1024 * 1024, false).catch(() => ({ status: 413, body: "" }));
    expect(answer.status).toBe(413);
  });

  it("gives uploads their own limit", () => {
    expect(bodyLimitFor("/job-offers/agent-entretien")).toBe(6 * 1024 * 1024);
    expect(bodyLimitFor("/job-offers/agent-entretien.data")).toBe(6 * 1024 * 1024);
    expect(bodyLimitFor("/admin/sites/2b1c/inspection.data")).toBe(30 * 1024 * 1024);
    expect(bodyLimitFor("/portal/demandes/nouvelle.data")).toBe(6 * 1024 * 1024);
    expect(bodyLimitFor("/admin/sites/2b1c")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor("/contact")).toBe(DEFAULT_BODY_LIMIT);
  });
});

describe("refuseMalformedRequests", () => {
  const url = () => `http://127.0.0.1:${port}`;
  const postAs = (path: string, contentType: string, body: string) =>
    fetch(`${url()}${path}`, { method: "POST", headers: { "Content-Type": contentType }, body });
  it("answers 405 to a method the site does not use", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${url()}/contact`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    }
  });

  it("answers 415 to a JSON body on a page and a form on the auth API", async () => {
    const json = await postAs("/auth", "application/json", "{}");
    expect(json.status).toBe(415);
    const form = await fetch(`${url()}/api/auth/sign-in/email`, { method: "POST", body: new URLSearchParams("a=1") });
    expect(form.status).toBe(415);
  });

  it("answers 400 to a multipart body without its boundary", async () => {
    const response = await postAs("/contact", "multipart/form-data", "x");
    expect(response.status).toBe(400);
  });
});

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseCrossSiteMutations } from "./cross-site";

let url: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(refuseCrossSiteMutations("https://www.clarte-proprete.fr"));
  app.all("/{*path}", (_req, res) => {
    res.send("ok");
  });
  await new Promise<void>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      close = () => server.close();
      resolve();
    });
  });
});

afterAll(() => close());

const post = (headers: Record<string, string>) => fetch(`${url}/contact`, { method: "POST", headers });

describe("refuseCrossSiteMutations", () => {
  it("refuses a POST from another origin or marked cross-site", async () => {
    const foreign = await post({ Origin: "https://attaquant.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain("Requête refusée");
    expect((await post({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });

  it("accepts the public origin, the server's own origin, and requests without an Origin", async () => {
    expect((await post({ Origin: "https://www.clarte-proprete.fr" })).status).toBe(200);
    expect((await post({ Origin: url })).status).toBe(200);
    expect((await post({})).status).toBe(200);
    expect((await post({ "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
  });

  it("lets reads through whatever their origin", async () => {
    expect((await fetch(`${url}/`, { headers: { Origin: "https://attaquant.example" } })).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSite, signIn, startSite } from "../support/site-process";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../support/throwaway-postgres";
import { until } from "../support/until";

const admin = { email: "admin@faults.example.fr", password: "admin-faults-secret" };

let postgres: ThrowawayPostgres;
let site: RunningSite;
let cookie: string;

beforeAll(async () => {
  postgres = startThrowawayPostgres();
  site = await startSite({ DATABASE_URL: postgres.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  cookie = await signIn(site, admin);
});

afterAll(async () => {
  await site?.stop();
  postgres?.remove();
});

describe("the PostgreSQL server goes away and comes back", () => {
  it("answers 503 in French while it is down, then recovers by itself", async () => {
    const signedIn = () => fetch(`${site.url}/employees`, { headers: { cookie }, redirect: "manual" });
    expect((await signedIn()).status).toBe(200);

    postgres.pause();
    expect((await fetch(`${site.url}/healthz`)).status).toBe(503);
    const page = await signedIn();
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("Service momentanément indisponible");
    expect((await fetch(`${site.url}/`)).status).toBe(200);

    postgres.resume();
    await until(async () => (await fetch(`${site.url}/healthz`)).status === 200, { timeoutMs: 90_000, everyMs: 200 });
    expect((await signedIn()).status).toBe(200);
    expect(site.process.exitCode).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSite, signIn, startSite } from "../support/site-process";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../support/throwaway-postgres";

const admin = { email: "admin@instances.example.fr", password: "admin-instances-secret" };
const shared = {
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  BETTER_AUTH_SECRET: "x".repeat(40),
  TRUST_PROXY: "true",
};

let postgres: ThrowawayPostgres;
let first: RunningSite;
let second: RunningSite;

beforeAll(async () => {
  postgres = startThrowawayPostgres();
  first = await startSite({ ...shared, DATABASE_URL: postgres.url });
  second = await startSite({ ...shared, DATABASE_URL: postgres.url });
});

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  postgres?.remove();
});

describe("two server instances on one PostgreSQL", () => {
  it("accept a session created through the other one", async () => {
    const cookie = await signIn(first, admin);
    const page = await fetch(`${second.url}/admin/users`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Déconnexion");
  });

  it("count contact submissions made through both in one rate limit", async () => {
    const client = "2001:db8::2:1";
    const send = (site: RunningSite) =>
      fetch(`${site.url}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url, "X-Forwarded-For": client },
        body: new URLSearchParams({
          name: "Camille Martin",
          email: "camille@exemple.fr",
          subject: "info",
          message: "Bonjour, quelles sont vos disponibilités ?",
        }),
        redirect: "manual",
      });
    const statuses = [];
    for (const site of [first, second, first, second]) statuses.push((await send(site)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await (await send(first)).text();
    expect(refused).toContain("Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.");
  });
});

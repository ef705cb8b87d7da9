import { randomInt } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite } from "../../app/lib/db.server";
import { plannings } from "../../db/schema";
import { type RunningSite, startSite } from "../support/site-process";

const admin = { email: "admin@durabilite.example.fr", password: "admin-durabilite-secret" };
const ROUNDS = 3;

async function signIn(site: RunningSite): Promise<string> {
  const response = await fetch(`${site.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.url },
    body: JSON.stringify(admin),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

async function createEmployee(site: RunningSite, cookie: string): Promise<string> {
  const response = await fetch(`${site.url}/api/auth/admin/create-user`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.url, cookie },
    body: JSON.stringify({
      email: "agent@durabilite.example.fr",
      password: "agent-durabilite",
      name: "Agent Durable",
      role: "employee",
      data: { firstName: "Agent", lastName: "Durable" },
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).user.id;
}

/** Posts plannings one after another until the server dies; returns the titles it acknowledged. */
async function submitUntilKilled(site: RunningSite, cookie: string, employeeId: string, round: number) {
  const acknowledged: string[] = [];
  const killAfterMs = randomInt(300, 1500);
  const killer = new Promise<void>((resolve) => setTimeout(() => site.kill().then(resolve), killAfterMs));
  for (let index = 0; ; index++) {
    const title = `Tournée ${round}-${index}`;
    const day = String((index % 28) + 1).padStart(2, "0");
    const body = new URLSearchParams({
      intent: "create",
      confirmOverlap: "true",
      employeeIds: employeeId,
      title,
      startTime: `2030-0${round + 1}-${day}T08:00`,
      endTime: `2030-0${round + 1}-${day}T10:00`,
    });
    try {
      const response = await fetch(`${site.url}/admin/schedules`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url, cookie },
        body,
        redirect: "manual",
      });
      await response.text();
      if (response.status === 200) acknowledged.push(title);
    } catch {
      break;
    }
  }
  await killer;
  return acknowledged;
}

describe("the embedded database after kill -9", () => {
  it("keeps every acknowledged submission and opens cleanly, round after round", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "durability-"));
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
    let site = await startSite(env);
    const employeeId = await createEmployee(site, await signIn(site));
    const acknowledged: string[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      const cookie = await signIn(site);
      acknowledged.push(...(await submitUntilKilled(site, cookie, employeeId, round)));
      site = await startSite(env);
    }
    await site.stop();

    expect(acknowledged.length).toBeGreaterThan(0);
    const connection = await openPglite(dataDir);
    try {
      const stored = await connection.db
        .select({ title: plannings.title })
        .from(plannings)
        .where(inArray(plannings.title, acknowledged));
      expect(new Set(stored.map((row) => row.title))).toEqual(new Set(acknowledged));
    } finally {
      await connection.close();
    }
  });
});

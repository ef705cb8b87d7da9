import { randomInt } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite } from "../../app/lib/db.server";
import { contactMessages, plannings } from "../../db/schema";
import { type RunningSite, signIn, startSite } from "../support/site-process";

const admin = { email: "admin@durabilite.example.fr", password: "admin-durabilite-secret" };
const ROUNDS = 3;

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

function postForm(site: RunningSite, path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url, ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/**
 * Posts plannings and contact messages in turn until the server is killed; returns what it acknowledged: planning
 * titles and the names signed under the messages.
 */
async function submitUntilKilled(site: RunningSite, cookie: string, employeeId: string, round: number) {
  const acknowledged = { plannings: [] as string[], messages: [] as string[] };
  // The kill comes at a random moment once both kinds of write have been acknowledged, however slow the machine is.
  let killer: Promise<void> | undefined;
  const killSoon = () => {
    killer ??= new Promise<void>((resolve) => setTimeout(() => site.kill().then(resolve), randomInt(0, 1200)));
  };
  for (let index = 0; ; index++) {
    const bothAcknowledged = acknowledged.plannings.length > 0 && acknowledged.messages.length > 0;
    if (bothAcknowledged || index >= 100) killSoon();
    const title = `Tournée ${round}-${index}`;
    const day = String((index % 28) + 1).padStart(2, "0");
    try {
      if (index % 2 === 0) {
        const response = await postForm(
          site,
          "/admin/schedules",
          {
            intent: "create",
            confirmOverlap: "true",
            employeeIds: employeeId,
            title,
            startTime: `2030-0${round + 1}-${day}T08:00`,
            endTime: `2030-0${round + 1}-${day}T10:00`,
          },
          { cookie },
        );
        await response.text();
        if (response.status === 200) acknowledged.plannings.push(title);
      } else {
        const name = `Client ${round}-${index}`;
        const response = await postForm(
          site,
          "/contact",
          { name, email: "client@exemple.fr", subject: "devis", message: "Bonjour, un devis pour nos bureaux." },
          { "X-Forwarded-For": `2001:db8::${round}:${index}` },
        );
        await response.text();
        if (response.status === 200) acknowledged.messages.push(name);
      }
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
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, TRUST_PROXY: "true" };
    let site = await startSite(env);
    const employeeId = await createEmployee(site, await signIn(site, admin));
    const acknowledged = { plannings: [] as string[], messages: [] as string[] };

    for (let round = 0; round < ROUNDS; round++) {
      const cookie = await signIn(site, admin);
      const sent = await submitUntilKilled(site, cookie, employeeId, round);
      acknowledged.plannings.push(...sent.plannings);
      acknowledged.messages.push(...sent.messages);
      site = await startSite(env);
    }
    await site.stop();

    expect(acknowledged.plannings.length).toBeGreaterThan(0);
    expect(acknowledged.messages.length).toBeGreaterThan(0);
    const connection = await openPglite(dataDir);
    try {
      const storedPlannings = await connection.db
        .select({ title: plannings.title })
        .from(plannings)
        .where(inArray(plannings.title, acknowledged.plannings));
      expect(new Set(storedPlannings.map((row) => row.title))).toEqual(new Set(acknowledged.plannings));
      const storedMessages = await connection.db
        .select({ name: contactMessages.name })
        .from(contactMessages)
        .where(inArray(contactMessages.name, acknowledged.messages));
      expect(new Set(storedMessages.map((row) => row.name))).toEqual(new Set(acknowledged.messages));
    } finally {
      await connection.close();
    }
    // Four server starts and a reopening: 25 s alone, over four minutes on a loaded machine.
  }, 600_000);
});

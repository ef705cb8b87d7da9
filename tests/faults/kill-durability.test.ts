import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite } from "../../app/lib/db.server";
import { contactMessages, plannings } from "../../db/schema";
import { createEmployee, writeUntilKilled } from "../support/durable-writes";
import { signIn, startSite } from "../support/site-process";

// Several instances on one PostgreSQL behind nginx, one of them killed: two-instances.test.ts.
const admin = { email: "admin@durabilite.example.fr", password: "admin-durabilite-secret" };
const ROUNDS = 3;

describe("the embedded database after kill -9", () => {
  it("keeps every acknowledged submission and opens cleanly, round after round", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "durability-"));
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, TRUST_PROXY: "true" };
    let site = await startSite(env);
    const employeeId = await createEmployee(site.url, await signIn(site, admin), "agent@durabilite.example.fr");
    const acknowledged = { plannings: [] as string[], messages: [] as string[] };

    for (let round = 0; round < ROUNDS; round++) {
      const cookie = await signIn(site, admin);
      const { acknowledged: sent } = await writeUntilKilled(site.url, site.kill, cookie, employeeId, round);
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

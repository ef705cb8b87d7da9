import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { user } from "../../../db/schema";
import { captureLogs, type LogCapture } from "../../../tests/support/log-capture";
import { getDb } from "../../lib/db.server";
import { ensureFirstAdmin, FALLBACK_ADMIN_EMAIL } from "./first-admin.server";

let logs: LogCapture;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => logs.restore());

describe("ensureFirstAdmin", () => {
  it("creates the fallback admin once, printing its password once", async () => {
    await ensureFirstAdmin({});
    await ensureFirstAdmin({});
    const admins = await getDb().select().from(user).where(eq(user.role, "admin"));
    expect(admins.map((a) => a.email)).toEqual([FALLBACK_ADMIN_EMAIL]);
    const printed = logs.lines().filter((line) => String(line.msg).includes("mot de passe"));
    expect(printed).toHaveLength(1);
    expect(printed[0]?.msg).toMatch(/mot de passe : \S{12,}/);
  });

  it("promotes an existing ADMIN_EMAIL account to admin", async () => {
    await getDb().insert(user).values({ id: "u-promote", name: "Léa", email: "lea@exemple.fr", role: "employee" });
    await ensureFirstAdmin({ ADMIN_EMAIL: "Lea@exemple.fr", ADMIN_PASSWORD: "secret-123" });
    const [row] = await getDb().select().from(user).where(eq(user.id, "u-promote"));
    expect(row?.role).toBe("admin");
  });
});

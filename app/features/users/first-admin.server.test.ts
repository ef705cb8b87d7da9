import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { user } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { ensureFirstAdmin, FALLBACK_ADMIN_EMAIL } from "./first-admin.server";

afterEach(() => vi.restoreAllMocks());

describe("ensureFirstAdmin", () => {
  it("creates the fallback admin once, printing its password once", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await ensureFirstAdmin({});
    await ensureFirstAdmin({});
    const admins = await getDb().select().from(user).where(eq(user.role, "admin"));
    expect(admins.map((a) => a.email)).toEqual([FALLBACK_ADMIN_EMAIL]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/mot de passe : \S{12,}/);
  });

  it("promotes an existing ADMIN_EMAIL account to admin", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    await getDb().insert(user).values({ id: "u-promote", name: "Léa", email: "lea@exemple.fr", role: "employee" });
    await ensureFirstAdmin({ ADMIN_EMAIL: "Lea@exemple.fr", ADMIN_PASSWORD: "secret-123" });
    const [row] = await getDb().select().from(user).where(eq(user.id, "u-promote"));
    expect(row?.role).toBe("admin");
  });
});

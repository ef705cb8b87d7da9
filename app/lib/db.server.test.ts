import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plannings } from "../../db/schema";
import { getDb, isDatabaseReachable, queryRows } from "./db.server";

describe("database", () => {
  it("is reachable and migrated with every table of the data model", async () => {
    expect(await isDatabaseReachable()).toBe(true);
    const rows = await queryRows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "user",
        "session",
        "account",
        "verification",
        "contact_messages",
        "quote_requests",
        "newsletter_subscribers",
        "plannings",
        "planning_assignments",
      ]),
    );
  });

  it("refuses a planning that ends before it starts", async () => {
    const start = new Date("2026-03-29T08:00:00Z");
    await expect(
      getDb()
        .insert(plannings)
        .values({ title: "Inversé", startTime: start, endTime: new Date(start.getTime() - 60_000) }),
    ).rejects.toMatchObject({ cause: { constraint: "plannings_period_check" } });
    const rows = await getDb().select().from(plannings);
    expect(rows).toHaveLength(0);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { labourOverrides, noShowAlerts, punches, timesheetWeeks } from "../../../db/schema";
import { employeeRows } from "../../../tests/support/employee-rows";
import { insertPlanning } from "../../../tests/support/planning-rows";
import { correctionOf, insertPunch } from "../../../tests/support/punch-rows";
import { insertSite } from "../../../tests/support/site-rows";
import { staff } from "../../../tests/support/staff";
import { getDb } from "../../lib/db.server";
import { deleteExpiredAttendance } from "./attendance-retention.server";

const now = new Date("2032-06-15T10:00:00Z");

describe("deleteExpiredAttendance", () => {
  it("deletes punches, corrections, validated weeks and overrides past five years, and no-show alerts past 90 days", async () => {
    const awa = await staff("employee");
    const siteId = await insertSite(`Tour ${crypto.randomUUID()}`);
    const punch = (at: string, supersedes?: string) =>
      insertPunch({ employeeId: awa.id, siteId, kind: "in", at }, supersedes ? correctionOf(supersedes, awa.id) : {});
    // Corrected twice, all past the limit; corrected once, the correction within it; and a recent one.
    const old = await punch("2027-05-03T05:10:00Z");
    await punch("2027-05-03T05:00:00Z", await punch("2027-05-03T05:05:00Z", old));
    const kept = await punch("2027-06-01T05:10:00Z");
    const keptCorrection = await punch("2027-06-20T05:00:00Z", kept);
    const recent = await punch("2032-06-01T05:00:00Z");
    await getDb()
      .insert(timesheetWeeks)
      .values([
        { employeeId: awa.id, monday: "2027-05-03" },
        { employeeId: awa.id, monday: "2027-06-14" },
      ]);
    const end = new Date(now.getTime() + 3_600_000);
    const planningId = await insertPlanning({ title: "Hall", siteId, startTime: now, endTime: end }, [awa.id]);
    await getDb()
      .insert(noShowAlerts)
      .values({ planningId, employeeId: awa.id, alertedAt: new Date("2032-03-01T05:00:00Z") });
    const override = (createdAt: string) => ({
      reason: "Remplacement urgent",
      alerts: [{ employeeId: awa.id, employeeName: "Awa", rule: "daily_rest", message: "Awa : repos", shiftIds: [] }],
      createdAt: new Date(createdAt),
    });
    const overrides = await getDb()
      .insert(labourOverrides)
      .values([override("2027-06-14T09:00:00Z"), override("2027-06-16T09:00:00Z")])
      .returning({ id: labourOverrides.id });

    expect(await deleteExpiredAttendance(now)).toMatchObject({ punches: 3, weeks: 1, overrides: 1 });
    const left = await getDb().select({ id: punches.id }).from(punches).where(eq(punches.employeeId, awa.id));
    expect(left.map((row) => row.id).toSorted()).toEqual([kept, keptCorrection, recent].toSorted());
    const weeks = await employeeRows(timesheetWeeks, awa.id);
    expect(weeks.map((week) => week.monday)).toEqual(["2027-06-14"]);
    expect(await employeeRows(noShowAlerts, awa.id)).toEqual([]);
    const overridesLeft = await getDb().select({ id: labourOverrides.id }).from(labourOverrides);
    expect(overridesLeft.map((row) => row.id)).not.toContain(overrides[0]?.id);
    expect(overridesLeft.map((row) => row.id)).toContain(overrides[1]?.id);
  });
});

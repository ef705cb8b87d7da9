import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plannings, punches, sites } from "../../../db/schema";
import { expectRefusedBy } from "../../../tests/support/constraint";
import { employeeRows } from "../../../tests/support/employee-rows";
import { insertPlanning } from "../../../tests/support/planning-rows";
import { insertSite } from "../../../tests/support/site-rows";
import { staff } from "../../../tests/support/staff";
import { getDb } from "../../lib/db.server";
import { onSiteNow, punchState, recordPhonePunch, recordPunch } from "./punches.server";
import { formatSiteCode } from "./site-code";
import { rotateSiteCode, siteOfCode } from "./site-codes.server";
import { validateWeek } from "./timesheet-weeks.server";

const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);

/** An employee on a 06:00–08:00 shift (Paris, winter) at a new site, with its planning's id. */
async function shiftAtSite(day: string) {
  const siteId = await insertSite(`Tour ${crypto.randomUUID()}`);
  const employee = await staff("employee", { firstName: "Lucía", lastName: "Gómez" });
  const start = new Date(`${day}T05:00:00Z`);
  const planningId = await insertPlanning({ title: "Hall", siteId, startTime: start, endTime: minutes(start, 120) }, [
    employee.id,
  ]);
  const asked = (kind: "in" | "out") => ({
    employeeId: employee.id,
    siteId,
    kind,
    method: "qr" as const,
    authorId: employee.id,
  });
  const punch = (kind: "in" | "out", at: Date) => recordPunch(asked(kind), at);
  /** A punch kept on the phone at `phoneAt`, sent at `now`. */
  const phonePunch = (kind: "in" | "out", phoneAt: Date, now: Date) =>
    recordPhonePunch(asked(kind), phoneAt, now, { toleranceMinutes: 5, zone: "Europe/Paris" });
  return { siteId, employee, planningId, start, punch, phonePunch };
}

describe("a site's attendance code", () => {
  it("opens its site however it is typed, and stops at once when a new one replaces it", async () => {
    const siteId = await insertSite(`Gare ${crypto.randomUUID()}`);
    const first = await rotateSiteCode(siteId);
    expect(first?.site.id).toBe(siteId);
    const code = first?.code ?? "";
    expect((await siteOfCode(formatSiteCode(code).toLowerCase()))?.id).toBe(siteId);

    const second = await rotateSiteCode(siteId);
    expect(second?.code).not.toBe(code);
    expect(await siteOfCode(code)).toBeNull();
    expect((await siteOfCode(second?.code ?? ""))?.id).toBe(siteId);
  });

  it("is kept hashed, opens no archived site, and a forged one opens nothing", async () => {
    const siteId = await insertSite(`Musée ${crypto.randomUUID()}`);
    const rotated = await rotateSiteCode(siteId);
    const [row] = await getDb().select().from(sites).where(eq(sites.id, siteId));
    expect(row?.attendanceCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(rotated?.code);
    expect(await siteOfCode("ABCD-EFGH")).toBeNull();
    expect(await siteOfCode("' or 1=1 --")).toBeNull();

    await getDb().update(sites).set({ active: false }).where(eq(sites.id, siteId));
    expect(await siteOfCode(rotated?.code ?? "")).toBeNull();
    expect(await rotateSiteCode(siteId)).toBeNull();
  });
});

describe("punches", () => {
  it("match the shift, open then close an arrival, and show who is on site meanwhile", async () => {
    const { siteId, employee, planningId, start, punch } = await shiftAtSite("2027-01-12");
    const arrivedAt = minutes(start, -4);
    expect(await punchState(employee.id, siteId, arrivedAt)).toMatchObject({ arrival: null, shift: { planningId } });

    const arrival = await punch("in", arrivedAt);
    expect(arrival).toMatchObject({ repeated: false, punch: { kind: "in", planningId, flags: [] } });
    expect((await punchState(employee.id, siteId, minutes(start, 30))).arrival?.id).toBe(arrival.punch.id);
    const present = await onSiteNow(minutes(start, 30));
    expect(present.find((row) => row.employeeId === employee.id)).toMatchObject({ since: arrivedAt });

    const departure = await punch("out", minutes(start, 125));
    expect(departure.punch).toMatchObject({ kind: "out", planningId, flags: [] });
    expect((await punchState(employee.id, siteId, minutes(start, 126))).arrival).toBeNull();
    expect((await onSiteNow(minutes(start, 126))).some((row) => row.employeeId === employee.id)).toBe(false);
  });

  it("make one punch of a second tap within two minutes, and a new one after", async () => {
    const { employee, start, punch } = await shiftAtSite("2027-01-13");
    const first = await punch("in", start);
    const again = await punch("in", minutes(start, 1));
    expect(again).toEqual({ repeated: true, punch: first.punch });
    expect(await employeeRows(punches, employee.id)).toHaveLength(1);
    expect((await punch("in", minutes(start, 3))).repeated).toBe(false);
  });

  it("answer a tap written first by another instance whose clock was a little ahead as the same punch", async () => {
    const { employee, start, punch } = await shiftAtSite("2027-01-14");
    const ahead = await punch("in", new Date(start.getTime() + 40));
    expect(await punch("in", start)).toEqual({ repeated: true, punch: ahead.punch });
    expect(await employeeRows(punches, employee.id)).toHaveLength(1);
  });

  it("give a second arrival in the same shift to no shift, and the final departure to the shift", async () => {
    const { planningId, start, punch } = await shiftAtSite("2027-01-18");
    await punch("in", start);
    await punch("out", minutes(start, 50));
    expect((await punch("in", minutes(start, 60))).punch.planningId).toBeNull();
    expect((await punch("out", minutes(start, 120))).punch).toMatchObject({ planningId, flags: [] });
  });

  it("keep a departure with no arrival, flagged, and an arrival with no shift as hors planning", async () => {
    const { start, punch } = await shiftAtSite("2027-01-14");
    expect((await punch("out", minutes(start, 60))).punch.flags).toEqual(["no-arrival"]);
    expect((await punch("in", minutes(start, 300))).punch.planningId).toBeNull();
  });

  it("are never changed: only a deleted shift empties its link, and a correction needs its reason", async () => {
    const { employee, siteId, planningId, start, punch } = await shiftAtSite("2027-01-15");
    const { punch: arrival } = await punch("in", start);
    const rewrite = getDb()
      .update(punches)
      .set({ at: minutes(start, -30) })
      .where(eq(punches.id, arrival.id));
    await expect(rewrite).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });
    const correction = { employeeId: employee.id, siteId, kind: "in" as const, at: start, method: "manual" as const };
    await expectRefusedBy(
      getDb()
        .insert(punches)
        .values({ ...correction, supersedesId: arrival.id, reason: " " }),
      "punches_correction_reason_check",
    );

    await getDb().delete(plannings).where(eq(plannings.id, planningId));
    const [kept] = await getDb().select().from(punches).where(eq(punches.id, arrival.id));
    expect(kept).toMatchObject({ planningId: null, at: start, kind: "in" });
  });
});

describe("punches kept on the phone offline", () => {
  it("stand for the phone's time, match the shift then, and are flagged when sent late", async () => {
    const { employee, planningId, start, phonePunch } = await shiftAtSite("2027-01-19");
    const arrival = await phonePunch("in", minutes(start, 2), minutes(start, 40));
    expect(arrival).toMatchObject({ ok: true, repeated: false, punch: { at: minutes(start, 2), planningId } });
    expect(arrival.ok && arrival.punch.flags).toEqual(["phone-gap"]);
    const departure = await phonePunch("out", minutes(start, 118), minutes(start, 121));
    expect(departure).toMatchObject({ ok: true, punch: { planningId, flags: [] } });

    const [row] = await getDb()
      .select()
      .from(punches)
      .where(eq(punches.id, arrival.ok ? arrival.punch.id : ""));
    expect(row).toMatchObject({ employeeId: employee.id, phoneAt: minutes(start, 2), recordedAt: minutes(start, 40) });
  });

  it("are recorded once however often the phone sends them, and flagged again after 48 hours", async () => {
    const { employee, start, phonePunch } = await shiftAtSite("2027-01-20");
    const first = await phonePunch("in", start, minutes(start, 3 * 24 * 60));
    expect(first.ok && first.punch.flags).toEqual(["phone-gap", "phone-stale"]);
    expect(await phonePunch("in", start, minutes(start, 3 * 24 * 60 + 1))).toMatchObject({ ok: true, repeated: true });
    expect(await employeeRows(punches, employee.id)).toHaveLength(1);
  });

  it("are refused in a week a manager has validated, and nothing is written", async () => {
    const { employee, start, phonePunch } = await shiftAtSite("2027-01-21");
    const manager = await staff("manager");
    const week = { monday: "2027-01-18", end: new Date("2027-01-24T23:00:00Z") };
    expect(await validateWeek(employee.id, week, manager.id, new Date("2027-01-26T08:00:00Z"))).toEqual({ ok: true });

    expect(await phonePunch("in", start, new Date("2027-01-26T09:00:00Z"))).toEqual({
      ok: false,
      reason: "WEEK_LOCKED",
    });
    expect(await employeeRows(punches, employee.id)).toHaveLength(0);
  });
});

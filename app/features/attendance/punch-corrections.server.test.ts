import { describe, expect, it } from "vitest";
import { insertPlanning } from "../../../tests/support/planning-rows";
import { insertSite } from "../../../tests/support/site-rows";
import { staff } from "../../../tests/support/staff";
import { fullName } from "../../domain/people";
import { PARIS } from "../../lib/time";
import { addManualPunch, correctPunch } from "./punch-corrections.server";
import { recordPunch } from "./punches.server";
import { buildTimesheet } from "./timesheet";
import { timesheetInputs } from "./timesheet.server";
import { reopenWeek, validateWeek, weekValidation } from "./timesheet-weeks.server";

const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);
// The week of Monday 1 March 2027, Paris (UTC+1).
const week = { monday: "2027-03-01", start: new Date("2027-02-28T23:00:00Z"), end: new Date("2027-03-07T23:00:00Z") };

async function punchedShift() {
  const siteId = await insertSite(`Tour ${crypto.randomUUID()}`);
  const manager = await staff("manager");
  const awa = await staff("employee", { firstName: "Awa", lastName: "Diallo" });
  const start = new Date("2027-03-02T05:00:00Z");
  const planningId = await insertPlanning({ title: "Hall", siteId, startTime: start, endTime: minutes(start, 180) }, [
    awa.id,
  ]);
  const { punch } = await recordPunch(
    { employeeId: awa.id, siteId, kind: "in", method: "qr", authorId: awa.id },
    minutes(start, 20),
  );
  return { manager, awa, start, planningId, arrival: punch };
}

async function sheetOf(employeeId: string) {
  const { shifts, records } = await timesheetInputs(employeeId, week);
  return buildTimesheet(shifts, records, 5);
}

describe("a manager's corrections", () => {
  it("replace a punch with a new row and its reason; the original stays in the history, and is corrected once", async () => {
    const { manager, awa, start, arrival } = await punchedShift();
    const fix = { id: arrival.id, at: minutes(start, 2), reason: "Badge oublié, vue sur place à 06:02" };
    expect(await correctPunch(awa.id, fix, manager.id, PARIS)).toEqual({ ok: true });

    const [line] = (await sheetOf(awa.id)).lines;
    expect(line?.arrival).toMatchObject({ at: minutes(start, 2), method: "manual", reason: fix.reason });
    expect(line?.arrival?.replaced.map((row) => [row.at, row.method])).toEqual([[minutes(start, 20), "qr"]]);
    expect(line?.lateMinutes).toBeNull();

    expect(await correctPunch(awa.id, { ...fix, at: minutes(start, 1) }, manager.id, PARIS)).toEqual({
      ok: false,
      reason: "NOT_FOUND",
    });
  });

  it("add a missing departure to the employee's own shift only, and never touch another employee's punch", async () => {
    const { manager, awa, start, planningId, arrival } = await punchedShift();
    const other = await staff("employee", { firstName: "Omar", lastName: "Haddad" });
    const departure = { planningId, kind: "out" as const, at: minutes(start, 175), reason: "Oubli de pointage" };
    expect(await addManualPunch(other.id, departure, manager.id, PARIS)).toEqual({ ok: false, reason: "NOT_FOUND" });
    expect(await correctPunch(other.id, { id: arrival.id, at: start, reason: "Essai" }, manager.id, PARIS)).toEqual({
      ok: false,
      reason: "NOT_FOUND",
    });
    expect(await addManualPunch(awa.id, departure, manager.id, PARIS)).toEqual({ ok: true });
    const [line] = (await sheetOf(awa.id)).lines;
    expect(line).toMatchObject({ workedMinutes: 155, lateMinutes: 20, earlyMinutes: null });
  });
});

describe("a validated week", () => {
  const afterTheWeek = new Date("2027-03-08T08:00:00Z");

  it("is validated once it is over, once, and then locks its punches until it is reopened", async () => {
    const { manager, awa, start, planningId, arrival } = await punchedShift();
    expect(await validateWeek(awa.id, week, manager.id, minutes(week.end, -1))).toEqual({
      ok: false,
      reason: "NOT_OVER",
    });
    expect(await weekValidation(awa.id, week.monday)).toBeNull();
    expect(await validateWeek(awa.id, week, manager.id, afterTheWeek)).toEqual({ ok: true });
    expect(await weekValidation(awa.id, week.monday)).toEqual({ by: fullName(manager), at: afterTheWeek });
    expect(await validateWeek(awa.id, week, manager.id, afterTheWeek)).toEqual({
      ok: false,
      reason: "ALREADY_VALIDATED",
    });

    const fix = { id: arrival.id, at: minutes(start, 2), reason: "Badge oublié" };
    const departure = { planningId, kind: "out" as const, at: minutes(start, 175), reason: "Oubli de pointage" };
    const locked = { ok: false, reason: "WEEK_VALIDATED" };
    expect(await correctPunch(awa.id, fix, manager.id, PARIS)).toEqual(locked);
    expect(await addManualPunch(awa.id, departure, manager.id, PARIS)).toEqual(locked);
    expect((await sheetOf(awa.id)).lines[0]).toMatchObject({ arrival: { id: arrival.id }, departure: null });

    expect(await reopenWeek(awa.id, week.monday)).toEqual({ ok: true });
    expect(await reopenWeek(awa.id, week.monday)).toEqual({ ok: false, reason: "NOT_VALIDATED" });
    expect(await correctPunch(awa.id, fix, manager.id, PARIS)).toEqual({ ok: true });
  });

  it("refuses a correction that would move a punch into it from an open week", async () => {
    const { manager, awa, arrival } = await punchedShift();
    const previousWeek = { monday: "2027-02-22", end: week.start };
    expect(await validateWeek(awa.id, previousWeek, manager.id, afterTheWeek)).toEqual({ ok: true });
    const intoIt = { id: arrival.id, at: minutes(week.start, -60), reason: "Erreur de jour" };
    expect(await correctPunch(awa.id, intoIt, manager.id, PARIS)).toEqual({ ok: false, reason: "WEEK_VALIDATED" });
  });
});

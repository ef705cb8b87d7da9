import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { punches } from "../../../db/schema";
import { insertPlanning } from "../../../tests/support/planning-rows";
import { insertSite } from "../../../tests/support/site-rows";
import { staff } from "../../../tests/support/staff";
import { getDb } from "../../lib/db.server";
import { PARIS } from "../../lib/time";
import { decideReport, reportForgottenPunch, reportsOfWeek } from "./punch-reports.server";
import { validateWeek } from "./timesheet-weeks.server";

const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);
// The week of Monday 1 March 2027, Paris (UTC+1).
const week = { monday: "2027-03-01", start: new Date("2027-02-28T23:00:00Z"), end: new Date("2027-03-07T23:00:00Z") };
const start = new Date("2027-03-02T05:00:00Z");

async function shiftOfAwa() {
  const siteId = await insertSite(`Tour ${crypto.randomUUID()}`);
  const manager = await staff("manager");
  const awa = await staff("employee", { firstName: "Awa", lastName: "Diallo" });
  const planningId = await insertPlanning({ title: "Hall", siteId, startTime: start, endTime: minutes(start, 180) }, [
    awa.id,
  ]);
  return { manager, awa, planningId };
}

const punchesOf = (employeeId: string) =>
  getDb()
    .select({ kind: punches.kind, at: punches.at, method: punches.method, reason: punches.reason })
    .from(punches)
    .where(eq(punches.employeeId, employeeId));

describe("« j'ai oublié de pointer »", () => {
  it("waits for a manager, once per shift and kind, and accepting it adds the punch with the employee's words", async () => {
    const { manager, awa, planningId } = await shiftOfAwa();
    const departure = { planningId, kind: "out" as const, at: minutes(start, 185), note: "Badgeuse hors réseau" };
    expect(await reportForgottenPunch(awa.id, departure, PARIS)).toEqual({ ok: true });
    expect(await reportForgottenPunch(awa.id, { ...departure, at: minutes(start, 190) }, PARIS)).toEqual({
      ok: false,
      reason: "ALREADY_REPORTED",
    });
    const [report] = await reportsOfWeek(awa.id, week);
    expect(report).toMatchObject({ kind: "out", at: departure.at, note: departure.note, status: "pending" });
    expect(await punchesOf(awa.id)).toEqual([]);

    const accept = { id: report?.id ?? "", status: "accepted" as const };
    expect(await decideReport(awa.id, accept, manager.id, PARIS)).toEqual({ ok: true });
    expect(await punchesOf(awa.id)).toEqual([
      {
        kind: "out",
        at: departure.at,
        method: "manual",
        reason: "Oubli signalé par le salarié : « Badgeuse hors réseau »",
      },
    ]);
    expect((await reportsOfWeek(awa.id, week))[0]?.status).toBe("accepted");
    expect(await decideReport(awa.id, accept, manager.id, PARIS)).toEqual({ ok: false, reason: "ALREADY_DECIDED" });
  });

  it("is refused on someone else's shift, and in a validated week; a refusal adds nothing", async () => {
    const { manager, awa, planningId } = await shiftOfAwa();
    const other = await staff("employee");
    const arrival = { planningId, kind: "in" as const, at: minutes(start, 5), note: null };
    expect(await reportForgottenPunch(other.id, arrival, PARIS)).toEqual({ ok: false, reason: "NOT_FOUND" });

    expect(await reportForgottenPunch(awa.id, arrival, PARIS)).toEqual({ ok: true });
    const [report] = await reportsOfWeek(awa.id, week);
    const id = report?.id ?? "";
    expect(await decideReport(other.id, { id, status: "accepted" }, manager.id, PARIS)).toEqual({
      ok: false,
      reason: "NOT_FOUND",
    });
    expect(await validateWeek(awa.id, week, manager.id, new Date("2027-03-08T08:00:00Z"))).toEqual({ ok: true });
    expect(await decideReport(awa.id, { id, status: "accepted" }, manager.id, PARIS)).toEqual({
      ok: false,
      reason: "WEEK_VALIDATED",
    });
    const departure = { ...arrival, kind: "out" as const, at: minutes(start, 180) };
    expect(await reportForgottenPunch(awa.id, departure, PARIS)).toEqual({ ok: false, reason: "WEEK_VALIDATED" });
    expect(await decideReport(awa.id, { id, status: "refused" }, manager.id, PARIS)).toEqual({ ok: true });
    expect(await punchesOf(awa.id)).toEqual([]);
  });
});

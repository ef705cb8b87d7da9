import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { timesheetWeeks, user } from "../../../db/schema";
import { assignedShift, cdi, recordAbsence } from "../../../tests/support/labour-fixtures";
import { login } from "../../../tests/support/login";
import { correctionOf, insertPunch } from "../../../tests/support/punch-rows";
import { insertSite } from "../../../tests/support/site-rows";
import type { PunchKind } from "../../domain/punches";
import { getDb } from "../../lib/db.server";
import { PARIS } from "../../lib/time";
import { addContract } from "../contracts/contracts.server";
import { readHoursReport } from "./hours-report.server";

async function account(firstName: string, lastName: string, role: "employee" | "manager" = "employee") {
  const id = randomUUID();
  await getDb()
    .insert(user)
    .values({ id, name: `${firstName} ${lastName}`, email: `${id}@heures.test`, firstName, lastName, role });
  return id;
}

describe("readHoursReport", () => {
  it("gives a part-timer's exact figures for March 2026, the week straddling February read whole", async () => {
    const manager = (await login({ role: "manager" })).id;
    const lea = await account("Léa", "Martin");
    await addContract(lea, {
      kind: "cdi",
      weeklyHours: 24,
      nightWorker: false,
      under16RequestOn: null,
      startsOn: "2026-01-05",
      endsOn: null,
    });
    await recordAbsence(lea, { kind: "paid_leave", startsOn: "2026-03-30", endsOn: "2026-03-31", note: null }, manager);
    // The week of Monday 23 February: 25 h in February (08:00–13:00 Paris), then Sunday 1 March 10:00–13:00.
    for (const date of ["23", "24", "25", "26", "27"]) {
      await assignedShift(lea, `2026-02-${date}T07:00:00Z`, `2026-02-${date}T12:00:00Z`, manager);
    }
    await assignedShift(lea, "2026-03-01T09:00:00Z", "2026-03-01T12:00:00Z", manager);
    // Monday 2 March 08:00–14:00; Saturday 7 March 22:00 to Sunday 04:00 (night, 4 h on Sunday); Sunday 15 March 09:00–12:00.
    await assignedShift(lea, "2026-03-02T07:00:00Z", "2026-03-02T13:00:00Z", manager);
    await assignedShift(lea, "2026-03-07T21:00:00Z", "2026-03-08T03:00:00Z", manager);
    await assignedShift(lea, "2026-03-15T08:00:00Z", "2026-03-15T11:00:00Z", manager);
    // The week of 16 March: 30 h, 6 beyond the contract.
    for (const date of ["16", "17", "18", "19", "20"]) {
      await assignedShift(lea, `2026-03-${date}T07:00:00Z`, `2026-03-${date}T13:00:00Z`, manager);
    }

    const report = await readHoursReport("2026-03", PARIS);
    const row = report.find((entry) => entry.employeeId === lea);
    expect(row?.employee).toBe("Léa Martin");
    expect(row?.hours).toEqual({
      month: "2026-03",
      contractMinutes: 6240,
      absenceMinutes: 2 * 240,
      absenceDays: { paid_leave: 2, sickness: 0, other: 0 },
      workMinutes: 2880,
      shortPeriodMinutes: 0,
      // Sunday 1 March takes the week of 23 February from 25 h to 28 h: 1 h 24 up to 26 h 24, then 1 h 36.
      complementary11Minutes: 84 + 144,
      complementary25Minutes: 96 + 216,
      overtime25Minutes: 0,
      overtime50Minutes: 0,
      nightMinutes: 360,
      sundayMinutes: 180 + 240 + 180,
      publicHolidayMinutes: 0,
    });
    expect(report.some((entry) => entry.employeeId === manager)).toBe(false);
  });

  it("lists by name whoever has a contract meeting the month or a shift in it, whatever their role", async () => {
    const manager = (await login({ role: "manager" })).id;
    const zola = await account("Émile", "Zola-Heures");
    const abadie = await account("Anne", "Abadie-Heures", "manager");
    const stranger = await account("Marc", "Inconnu-Heures");
    const ended = await account("Jules", "Parti-Heures");
    await addContract(zola, cdi("2026-04-30", 35));
    await addContract(abadie, cdi("2026-01-01", 10));
    await addContract(ended, { ...cdi("2026-01-01", 35), kind: "cdd", endsOn: "2026-03-31" });
    // Planned hours are never hidden, contract or not.
    await assignedShift(stranger, "2026-04-30T15:00:00Z", "2026-04-30T17:00:00Z", manager);
    const report = await readHoursReport("2026-04", PARIS);
    const ids = report.map((entry) => entry.employeeId);
    expect(ids.indexOf(abadie)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(abadie)).toBeLessThan(ids.indexOf(stranger));
    expect(ids.indexOf(stranger)).toBeLessThan(ids.indexOf(zola));
    expect(ids).not.toContain(ended);
    expect(ids).not.toContain(manager);
    expect(report.find((entry) => entry.employeeId === stranger)?.hours).toMatchObject({
      contractMinutes: 0,
      workMinutes: 120,
    });
  });

  it("pays a validated week on its punches in force, and the rest on the plan, marked déclaratif", async () => {
    const manager = (await login({ role: "manager" })).id;
    const awa = await account("Awa", "Diallo-Heures");
    const siteId = await insertSite(`Tour ${randomUUID()}`);
    await addContract(awa, cdi("2026-01-05", 24));
    const punch = (planningId: string, kind: PunchKind, at: string, supersedes?: string) =>
      insertPunch(
        { employeeId: awa, siteId, planningId, kind, at },
        supersedes ? correctionOf(supersedes, manager) : {},
      );
    // Three Mondays of March 2026, 08:00–14:00 in Paris (6 h planned each).
    const validated = await assignedShift(awa, "2026-03-02T07:00:00Z", "2026-03-02T13:00:00Z", manager);
    const open = await assignedShift(awa, "2026-03-09T07:00:00Z", "2026-03-09T13:00:00Z", manager);
    const unfinished = await assignedShift(awa, "2026-03-16T07:00:00Z", "2026-03-16T13:00:00Z", manager);
    const late = await punch(validated, "in", "2026-03-02T07:10:00Z");
    await punch(validated, "in", "2026-03-02T07:05:00Z", late);
    await punch(validated, "out", "2026-03-02T13:40:00Z");
    await punch(open, "in", "2026-03-09T07:00:00Z");
    await punch(open, "out", "2026-03-09T15:00:00Z");
    await punch(unfinished, "in", "2026-03-16T07:00:00Z");
    await getDb()
      .insert(timesheetWeeks)
      .values([
        { employeeId: awa, monday: "2026-03-02", validatedBy: manager },
        { employeeId: awa, monday: "2026-03-16", validatedBy: manager },
      ]);

    const row = (await readHoursReport("2026-03", PARIS)).find((entry) => entry.employeeId === awa);
    // 07:05 (the correction in force) to 13:40 is 6 h 35; the open week and the week lacking a departure: 6 h each.
    expect(row).toMatchObject({ plannedMinutes: 18 * 60, source: "mixed", hours: { workMinutes: 395 + 720 } });

    await getDb().insert(timesheetWeeks).values({ employeeId: awa, monday: "2026-03-09", validatedBy: manager });
    const after = (await readHoursReport("2026-03", PARIS)).find((entry) => entry.employeeId === awa);
    // Validated, the week of 9 March pays its 8 h worked: 2 h beyond the shift, yet within the 24 h contract.
    expect(after?.hours).toMatchObject({ workMinutes: 395 + 480 + 360, complementary11Minutes: 0 });
  });
});

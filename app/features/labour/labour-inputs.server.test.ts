import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plannings } from "../../../db/schema";
import { assignedShift, cdi, recordAbsence } from "../../../tests/support/labour-fixtures";
import { login } from "../../../tests/support/login";
import { insertPlanning } from "../../../tests/support/planning-rows";
import { getDb } from "../../lib/db.server";
import { PARIS } from "../../lib/time";
import { addContract } from "../contracts/contracts.server";
import { readLabourInputs } from "./labour-inputs.server";
import { overviewSpan, weekOverview } from "./week-overview";

async function employee() {
  return (await login({ role: "employee" })).id;
}

// The week of Monday 2 March 2026, Paris.
const week = {
  start: new Date("2026-03-01T23:00:00Z"),
  end: new Date("2026-03-08T23:00:00Z"),
  firstDay: "2026-03-02",
  lastDay: "2026-03-08",
};

describe("readLabourInputs", () => {
  it("reads each employee's contracts, absences and shifts meeting the span, every employee asked for present", async () => {
    const [a, b, none] = [await employee(), await employee(), await employee()];
    await addContract(a, cdi("2025-01-06", 35));
    await addContract(a, cdi("2026-03-04", 20));
    await addContract(b, {
      ...cdi("2026-03-09", 12, { under16RequestOn: "2026-02-27" }),
      kind: "cdd",
      endsOn: "2026-06-30",
    });
    await recordAbsence(a, { kind: "paid_leave", startsOn: "2026-02-23", endsOn: "2026-03-02", note: null }, b);
    await recordAbsence(a, { kind: "sickness", startsOn: "2026-03-08", endsOn: "2026-03-12", note: "Arrêt" }, b);
    await recordAbsence(b, { kind: "paid_leave", startsOn: "2026-03-09", endsOn: "2026-03-13", note: null }, a);
    const sunday = await assignedShift(a, "2026-03-01T21:00:00Z", "2026-03-02T01:00:00Z", b);
    await assignedShift(a, "2026-02-27T07:00:00Z", "2026-02-27T09:00:00Z", b);
    await assignedShift(b, "2026-03-09T07:00:00Z", "2026-03-09T09:00:00Z", a);

    const inputs = await readLabourInputs([a, b, none], week);
    expect(inputs.get(a)?.contracts).toEqual([
      { ...cdi("2025-01-06", 35), endsOn: "2026-03-03" },
      cdi("2026-03-04", 20),
    ]);
    expect(inputs.get(a)?.absences).toEqual([
      { kind: "paid_leave", startsOn: "2026-02-23", endsOn: "2026-03-02", halfDay: null, note: null },
      { kind: "sickness", startsOn: "2026-03-08", endsOn: "2026-03-12", halfDay: null, note: "Arrêt" },
    ]);
    expect(inputs.get(a)?.shifts).toEqual([
      { id: sunday, start: new Date("2026-03-01T21:00:00Z"), end: new Date("2026-03-02T01:00:00Z"), breakMinutes: 0 },
    ]);
    expect(inputs.get(b)).toEqual({ contracts: [], absences: [], shifts: [] });
    expect(inputs.get(none)).toEqual({ contracts: [], absences: [], shifts: [] });
    expect((await readLabourInputs([], week)).size).toBe(0);
  });

  it("reads each shift's break as its planning has it, when assigned and after the planning changes", async () => {
    const a = await employee();
    const start = new Date("2026-03-03T05:00:00Z");
    const end = new Date("2026-03-03T13:00:00Z");
    const id = await insertPlanning({ title: "Inventaire", startTime: start, endTime: end, breakMinutes: 30 }, [a]);
    expect((await readLabourInputs([a], week)).get(a)?.shifts).toEqual([{ id, start, end, breakMinutes: 30 }]);

    await getDb().update(plannings).set({ breakMinutes: 45 }).where(eq(plannings.id, id));
    expect((await readLabourInputs([a], week)).get(a)?.shifts).toEqual([{ id, start, end, breakMinutes: 45 }]);
  });

  it("gives the week grid the week and one on each side: a short rest over the weekend marks Monday's shift", async () => {
    const [a, admin] = [await employee(), await employee()];
    await addContract(a, cdi("2025-01-06", 35));
    await recordAbsence(a, { kind: "sickness", startsOn: "2026-03-06", endsOn: "2026-03-06", note: null }, admin);
    const sunday = await assignedShift(a, "2026-03-01T17:00:00Z", "2026-03-01T22:00:00Z", admin);
    const monday = await assignedShift(a, "2026-03-02T05:00:00Z", "2026-03-02T08:00:00Z", admin);
    await assignedShift(a, "2026-03-20T05:00:00Z", "2026-03-20T08:00:00Z", admin);

    const span = overviewSpan("2026-03-02", PARIS);
    if (!span) throw new Error("span");
    const inputs = await readLabourInputs([a], span);
    const read = inputs.get(a);
    if (!read) throw new Error("inputs");
    expect(read.shifts.map((one) => one.id)).toEqual([sunday, monday]);
    const overview = weekOverview({ ...read, monday: "2026-03-02" }, PARIS);
    expect(overview?.hours).toBe("Prévu 3 h · Contrat 35 h, absences 5 h 50 · Écart −26 h 10");
    expect(overview?.absences).toEqual({ "2026-03-06": "Arrêt maladie" });
    expect(Object.keys(overview?.alerts ?? {})).toEqual([monday]);
    expect(overview?.alerts[monday]?.[0]).toMatch(/^Repos quotidien de 7 h seulement/);
  });

  it("reads each shift's break, which the week's hours and the 6-hour rule then leave out", async () => {
    const [a, admin] = [await employee(), await employee()];
    // Monday 2 March, 06:00–13:30 in Paris, with a 30-minute break: 7 h of work, the break given.
    const shift = await insertPlanning(
      {
        title: "Bureaux",
        startTime: new Date("2026-03-02T05:00:00Z"),
        endTime: new Date("2026-03-02T12:30:00Z"),
        breakMinutes: 30,
        createdBy: admin,
      },
      [a],
    );
    const read = (await readLabourInputs([a], week)).get(a);
    expect(read?.shifts).toEqual([
      { id: shift, start: new Date("2026-03-02T05:00:00Z"), end: new Date("2026-03-02T12:30:00Z"), breakMinutes: 30 },
    ]);
    const overview = read && weekOverview({ ...read, monday: "2026-03-02" }, PARIS);
    expect(overview?.hours).toBe("Prévu 7 h · Sans contrat");
    expect(overview?.alerts).toEqual({});
  });
});

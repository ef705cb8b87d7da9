import { describe, expect, it } from "vitest";
import { planningAssignments, plannings } from "../../../db/schema";
import { login } from "../../../tests/support/login";
import { getDb } from "../../lib/db.server";
import { addAbsence } from "../contracts/absences.server";
import { addContract } from "../contracts/contracts.server";
import { readLabourInputs } from "./labour-inputs.server";

const cdi = (startsOn: string, weeklyHours: number, extra = {}) => ({
  kind: "cdi" as const,
  weeklyHours,
  nightWorker: false,
  under16RequestOn: null,
  startsOn,
  endsOn: null,
  ...extra,
});

async function employee() {
  return (await login({ role: "employee" })).id;
}

async function shift(employeeId: string, start: string, end: string, createdBy: string) {
  const [row] = await getDb()
    .insert(plannings)
    .values({ title: "Bureaux", startTime: new Date(start), endTime: new Date(end), createdBy })
    .returning({ id: plannings.id });
  if (!row) throw new Error("planning");
  await getDb().insert(planningAssignments).values({ planningId: row.id, employeeId });
  return row.id;
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
    await addAbsence(a, { kind: "paid_leave", startsOn: "2026-02-23", endsOn: "2026-03-02", note: null }, b);
    await addAbsence(a, { kind: "sickness", startsOn: "2026-03-08", endsOn: "2026-03-12", note: "Arrêt" }, b);
    await addAbsence(b, { kind: "paid_leave", startsOn: "2026-03-09", endsOn: "2026-03-13", note: null }, a);
    const sunday = await shift(a, "2026-03-01T21:00:00Z", "2026-03-02T01:00:00Z", b);
    await shift(a, "2026-02-27T07:00:00Z", "2026-02-27T09:00:00Z", b);
    await shift(b, "2026-03-09T07:00:00Z", "2026-03-09T09:00:00Z", a);

    const inputs = await readLabourInputs([a, b, none], week);
    expect(inputs.get(a)?.contracts).toEqual([
      { ...cdi("2025-01-06", 35), endsOn: "2026-03-03" },
      cdi("2026-03-04", 20),
    ]);
    expect(inputs.get(a)?.absences).toEqual([
      { kind: "paid_leave", startsOn: "2026-02-23", endsOn: "2026-03-02", note: null },
      { kind: "sickness", startsOn: "2026-03-08", endsOn: "2026-03-12", note: "Arrêt" },
    ]);
    expect(inputs.get(a)?.shifts).toEqual([
      { id: sunday, start: new Date("2026-03-01T21:00:00Z"), end: new Date("2026-03-02T01:00:00Z") },
    ]);
    expect(inputs.get(b)).toEqual({ contracts: [], absences: [], shifts: [] });
    expect(inputs.get(none)).toEqual({ contracts: [], absences: [], shifts: [] });
    expect((await readLabourInputs([], week)).size).toBe(0);
  });
});

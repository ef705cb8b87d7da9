import { describe, expect, it } from "vitest";
import { punchRecord, plannedShift as shift } from "../../../tests/support/punch-records";
import { buildTimesheet, type PunchRecord, punchesInForce } from "./timesheet";

const punch = (kind: "in" | "out", time: string, extra: Partial<PunchRecord> = {}) =>
  punchRecord(`${kind}-${time}-${extra.supersedesId ?? ""}`, kind, `2026-03-03T${time}:00Z`, extra);

describe("punchesInForce", () => {
  it("keeps the latest correction of each punch, with the rows it replaced, oldest first", () => {
    const original = punch("in", "05:20");
    const first = punch("in", "05:10", { method: "manual", supersedesId: original.id, reason: "Badge oublié" });
    const second = punch("in", "05:02", { method: "manual", supersedesId: first.id, reason: "Vu sur place" });
    const [kept, ...others] = punchesInForce([second, original, first]);
    expect(others).toEqual([]);
    expect(kept?.id).toBe(second.id);
    expect(kept?.replaced.map((row) => row.id)).toEqual([original.id, first.id]);
  });
});

describe("buildTimesheet", () => {
  it("sets each shift against its arrival and departure: worked less the break, late and early past the tolerance", () => {
    const sheet = buildTimesheet(
      [shift],
      [punch("in", "05:12"), punch("out", "07:50"), punch("in", "09:00", { planningId: null })],
      5,
    );
    expect(sheet.lines[0]).toMatchObject({
      plannedMinutes: 150,
      workedMinutes: 128,
      lateMinutes: 12,
      earlyMinutes: 10,
    });
    expect(sheet.outsidePlan.map((row) => row.kind)).toEqual(["in"]);
    expect([sheet.plannedMinutes, sheet.workedMinutes]).toEqual([150, 128]);
  });

  it("leaves the worked time open while a punch is missing, and counts nothing late within the tolerance", () => {
    const sheet = buildTimesheet([shift], [punch("in", "05:05")], 5);
    expect(sheet.lines[0]).toMatchObject({ workedMinutes: null, lateMinutes: null, earlyMinutes: null });
    expect(sheet.workedMinutes).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { type BusySlot, findOverlaps, overlapLine } from "./overlaps";

describe("overlaps", () => {
  const slot = (overrides: Partial<BusySlot>): BusySlot => ({
    planningId: "p1",
    employeeId: "u1",
    employeeName: "Anne Durand",
    title: "Bureaux",
    location: null,
    startTime: "2026-03-23T08:00:00.000Z",
    endTime: "2026-03-23T10:00:00.000Z",
    ...overrides,
  });
  const at = (start: string, end: string, employeeIds = ["u1"], ignorePlanningId?: string) => ({
    start: new Date(start),
    end: new Date(end),
    employeeIds,
    ignorePlanningId,
  });

  it("finds a slot of the same employee that overlaps, not one that only touches", () => {
    const slots = [slot({})];
    expect(findOverlaps(at("2026-03-23T09:00:00Z", "2026-03-23T11:00:00Z"), slots)).toHaveLength(1);
    expect(findOverlaps(at("2026-03-23T07:00:00Z", "2026-03-23T12:00:00Z"), slots)).toHaveLength(1);
    expect(findOverlaps(at("2026-03-23T10:00:00Z", "2026-03-23T11:00:00Z"), slots)).toEqual([]);
    expect(findOverlaps(at("2026-03-23T06:00:00Z", "2026-03-23T08:00:00Z"), slots)).toEqual([]);
  });

  it("ignores other employees and the planning being edited", () => {
    const slots = [slot({})];
    expect(findOverlaps(at("2026-03-23T09:00:00Z", "2026-03-23T11:00:00Z", ["u2"]), slots)).toEqual([]);
    expect(findOverlaps(at("2026-03-23T09:00:00Z", "2026-03-23T11:00:00Z", ["u1"], "p1"), slots)).toEqual([]);
  });

  it("names the conflicting planning in Paris time", () => {
    expect(overlapLine(slot({ title: "Vitres" }), PARIS)).toBe(
      "Anne Durand : « Vitres » (23/03/2026 de 09:00 à 11:00)",
    );
  });
});

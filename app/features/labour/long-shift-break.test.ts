import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { buildLabourContext, type ShiftTimes } from "./labour-context";
import { shift } from "./labour-test-fixtures";
import { longShiftBreak } from "./long-shift-break";

const check = (...shifts: ShiftTimes[]) =>
  longShiftBreak(buildLabourContext({ contracts: [], shifts, absences: [] }, PARIS)).map(
    ({ period: _, ...alert }) => alert,
  );

describe("a 20-minute break beyond 6 h", () => {
  it("accepts 6 h and reminds the break at 6 h 15", () => {
    expect(check(shift("a", "2026-03-30T06:00", "12:00"))).toEqual([]);
    expect(check(shift("a", "2026-03-30T06:00", "12:15"))).toEqual([
      {
        rule: "break",
        message:
          "Période de travail de 6 h 15 (lundi 30 mars, 06:00–12:15) : au-delà de 6 h, le salarié doit bénéficier " +
          "d'une pause d'au moins 20 minutes consécutives ; assurez-vous qu'elle est prévue.",
        shiftIds: ["a"],
        source: "Code du travail, art. L3121-16",
      },
    ]);
  });

  it("joins touching shifts into one period, and counts the autumn night's extra hour", () => {
    expect(check(shift("a", "2026-03-30T06:00", "10:00"), shift("b", "2026-03-30T10:00", "13:00"))).toHaveLength(1);
    expect(check(shift("a", "2026-03-30T06:00", "10:00"), shift("b", "2026-03-30T10:30", "13:00"))).toEqual([]);
    // 00:00 to 05:30 on 25 October is 6 h 30 of work.
    expect(check(shift("a", "2026-10-25T00:00", "05:30")).map((alert) => alert.message)[0]).toContain("6 h 30");
    expect(check(shift("a", "2026-03-29T00:00", "06:30"))).toEqual([]);
  });

  it("counts a break of 20 minutes or more in the shift as the break, and its hours as unworked", () => {
    const night = shift("a", "2026-03-30T22:00", "05:00");
    expect(check(night)).toHaveLength(1);
    expect(check({ ...night, breakMinutes: 30 })).toEqual([]);
    expect(check({ ...night, breakMinutes: 20 })).toEqual([]);
    // 10 minutes are not the break the rule asks for: 6 h 50 of work remain.
    expect(check({ ...night, breakMinutes: 10 }).map((alert) => alert.message)[0]).toContain("6 h 50");
    // 6 h 30 with a 30-minute break is 6 h of work.
    expect(check({ ...shift("b", "2026-03-31T06:00", "12:30"), breakMinutes: 15 })).toHaveLength(1);
  });

  it("takes the break of one shift of a period, unless another shift works through it", () => {
    const withBreak = { ...shift("a", "2026-03-30T06:00", "10:00"), breakMinutes: 20 };
    expect(check(withBreak, shift("b", "2026-03-30T10:00", "13:00"))).toEqual([]);
    // b covers a's break (07:50–08:10): the period is worked without a stop.
    expect(check(withBreak, shift("b", "2026-03-30T07:00", "13:00"))).toHaveLength(1);
  });
});

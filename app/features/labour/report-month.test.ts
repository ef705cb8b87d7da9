import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { daySpan } from "./labour-test-fixtures";
import { daysCell, hoursCell, monthLabel, monthSpan, parseMonth, shiftMonth } from "./report-month";

describe("the hours report's month", () => {
  it("accepts only a YYYY-MM month", () => {
    expect(parseMonth("2026-03")).toBe("2026-03");
    expect(parseMonth("2026-12")).toBe("2026-12");
    for (const bad of ["2026-13", "2026-00", "2026-3", "26-03", "mars", "", null, undefined, "2026-03-01"]) {
      expect(parseMonth(bad)).toBeNull();
    }
  });

  it("moves across years", () => {
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-03", 0)).toBe("2026-03");
  });

  it("names the month in French", () => {
    expect(monthLabel("2026-02")).toBe("février 2026");
    expect(monthLabel("2026-08")).toBe("août 2026");
  });

  it("reads the month's weeks whole, in Paris time", () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    expect(monthSpan("2026-03", PARIS)).toEqual(
      daySpan("2026-02-22T23:00:00Z", "2026-04-05T22:00:00Z", "2026-02-23", "2026-04-05"),
    );
    // June 2026 starts on a Monday and ends on a Tuesday.
    expect(monthSpan("2026-06", PARIS)?.firstDay).toBe("2026-06-01");
    expect(monthSpan("2026-06", PARIS)?.lastDay).toBe("2026-07-05");
    // May 2026 ends on a Sunday.
    expect(monthSpan("2026-05", PARIS)?.lastDay).toBe("2026-05-31");
    expect(monthSpan("2026-5", PARIS)).toBeNull();
  });

  it("writes hours and minutes, a dash for none", () => {
    expect(hoursCell(9100)).toBe("151 h 40");
    expect(hoursCell(120)).toBe("2 h");
    expect(hoursCell(45)).toBe("0 h 45");
    expect(hoursCell(0)).toBe("–");
    expect(daysCell(5)).toBe("5 j");
    expect(daysCell(4.5)).toBe("4,5 j");
    expect(daysCell(0)).toBe("–");
  });
});

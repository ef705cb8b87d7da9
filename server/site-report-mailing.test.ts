import { describe, expect, it } from "vitest";
import { reportMonthDue } from "./site-report-mailing";

describe("reportMonthDue", () => {
  it("is last month from the first of the month through the seventh, then nothing", () => {
    expect(reportMonthDue("2026-12-01")).toBe("2026-11");
    expect(reportMonthDue("2027-01-07")).toBe("2026-12");
    expect(reportMonthDue("2026-12-08")).toBeNull();
    expect(reportMonthDue("2026-11-30")).toBeNull();
  });
});

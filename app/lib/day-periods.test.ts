import { describe, expect, it } from "vitest";
import { closingDay, coversDay, currentPeriodId, periodText } from "./day-periods";

describe("periods of days", () => {
  it("says a period in French", () => {
    expect(periodText("2026-03-02", null)).toBe("Depuis le 02/03/2026");
    expect(periodText("2026-03-02", "2026-08-31")).toBe("Du 02/03/2026 au 31/08/2026");
    expect(periodText("2026-03-02", "2026-03-02")).toBe("Le 02/03/2026");
  });

  it("finds the period in force today, ends inclusive", () => {
    const periods = [
      { id: "b", startsOn: "2026-06-01", endsOn: null },
      { id: "a", startsOn: "2025-01-01", endsOn: "2026-05-31" },
    ];
    expect(currentPeriodId(periods, "2026-05-31")).toBe("a");
    expect(currentPeriodId(periods, "2026-06-01")).toBe("b");
    expect(currentPeriodId(periods, "2024-12-31")).toBeNull();
    expect(coversDay({ startsOn: "2026-06-01", endsOn: null }, "2099-01-01")).toBe(true);
  });

  it("keeps at least two days to a contract a first day cuts short, across months, years and leap days", () => {
    const first = { startsOn: "2026-01-01", endsOn: "2026-08-31" };
    expect(closingDay(first, "2026-03-01")).toBe("2026-02-28");
    expect(closingDay(first, "2028-03-01")).toBe("2028-02-29");
    expect(closingDay(first, "2027-01-01")).toBe("2026-12-31");
    expect(closingDay(first, "2026-01-03")).toBe("2026-01-02");
    expect(closingDay(first, "2026-01-02")).toBeNull();
    expect(closingDay(first, "2026-01-01")).toBeNull();
    expect(closingDay(first, "2025-12-01")).toBeNull();
  });
});

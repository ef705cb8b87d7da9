import { describe, expect, it } from "vitest";
import { coversDay, currentPeriodId, periodText } from "./day-periods";

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
});

import { describe, expect, it } from "vitest";
import { currentContractId, dayBefore, hoursText, parseContractHours, periodText } from "./contracts";

describe("contract hours", () => {
  it("reads quarter hours within 0–48", () => {
    expect(parseContractHours("35")).toBe(35);
    expect(parseContractHours("24,5")).toBe(24.5);
    expect(parseContractHours(" 17.75 ")).toBe(17.75);
    for (const refused of ["0", "0.1", "48.25", "49", "1e1", "", "12,", "-1"])
      expect(parseContractHours(refused)).toBeNull();
  });

  it("writes hours in French", () => {
    expect(hoursText(35)).toBe("35 h");
    expect(hoursText(24.5)).toBe("24 h 30");
    expect(hoursText(0.25)).toBe("0 h 15");
  });
});

describe("days", () => {
  it("the day before crosses months, years and leap days", () => {
    expect(dayBefore("2026-03-01")).toBe("2026-02-28");
    expect(dayBefore("2028-03-01")).toBe("2028-02-29");
    expect(dayBefore("2027-01-01")).toBe("2026-12-31");
  });

  it("says a period in French", () => {
    expect(periodText("2026-03-02", null)).toBe("Depuis le 02/03/2026");
    expect(periodText("2026-03-02", "2026-08-31")).toBe("Du 02/03/2026 au 31/08/2026");
    expect(periodText("2026-03-02", "2026-03-02")).toBe("Le 02/03/2026");
  });

  it("finds the contract in force today, ends inclusive", () => {
    const contracts = [
      { id: "b", startsOn: "2026-06-01", endsOn: null },
      { id: "a", startsOn: "2025-01-01", endsOn: "2026-05-31" },
    ];
    expect(currentContractId(contracts, "2026-05-31")).toBe("a");
    expect(currentContractId(contracts, "2026-06-01")).toBe("b");
    expect(currentContractId(contracts, "2024-12-31")).toBeNull();
  });
});

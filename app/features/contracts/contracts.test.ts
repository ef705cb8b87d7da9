import { describe, expect, it } from "vitest";
import { hoursText, parseContractHours } from "./contracts";

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

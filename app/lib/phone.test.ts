import { describe, expect, it } from "vitest";
import { internationalDigits } from "./phone";

describe("international digits of a French phone", () => {
  it.each([
    ["06 12 34 56 78", "33612345678"],
    ["+33 6 12 34 56 78", "33612345678"],
    ["0145678901", "33145678901"],
  ])("%s → %s", (phone, digits) => {
    expect(internationalDigits(phone)).toBe(digits);
  });

  it.each([null, undefined, "", "12", "+44 20 7946 0958", "00 12 34 56 78"])("%s → null", (phone) => {
    expect(internationalDigits(phone)).toBeNull();
  });
});

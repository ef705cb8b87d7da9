import { describe, expect, it } from "vitest";
import { PARIS, parseDay } from "../../lib/time";
import { formatClock, formatDay, formatMoment, formatPeriod } from "./french-format";

describe("French formats", () => {
  it("writes days in French", () => {
    expect(formatDay(parseDay("2026-03-30"))).toBe("lundi 30 mars");
    expect(formatDay(parseDay("2026-04-01"))).toBe("mercredi 1er avril");
    expect(formatDay(parseDay("2027-01-01"), true)).toBe("vendredi 1er janvier 2027");
  });

  it("reads clock times in Paris, not in the machine's zone", () => {
    expect(formatClock(Date.parse("2026-03-29T04:00:00Z"), PARIS)).toBe("06:00");
    expect(formatClock(Date.parse("2026-10-25T05:00:00Z"), PARIS)).toBe("06:00");
    expect(formatMoment(Date.parse("2026-12-31T23:30:00Z"), PARIS)).toBe("vendredi 1er janvier à 00:30");
    expect(formatPeriod(Date.parse("2026-03-30T04:00:00Z"), Date.parse("2026-03-30T12:00:00Z"), PARIS)).toBe(
      "lundi 30 mars, 06:00–14:00",
    );
  });
});

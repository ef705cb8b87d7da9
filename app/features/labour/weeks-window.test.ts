import { describe, expect, it } from "vitest";
import { PARIS, parseDay } from "../../lib/time";
import { weeksWindow } from "./weeks-window";

describe("weeksWindow", () => {
  it("runs from the first Monday's midnight to the next Monday's, across the spring clock change", () => {
    expect(weeksWindow(parseDay("2026-03-23"), parseDay("2026-03-30"), PARIS)).toEqual({
      start: new Date("2026-03-22T23:00:00Z"),
      end: new Date("2026-03-29T22:00:00Z"),
      firstDay: "2026-03-23",
      lastDay: "2026-03-29",
    });
  });

  it("gives the Sunday before the next Monday as its last day, over several weeks", () => {
    const window = weeksWindow(parseDay("2026-10-19"), parseDay("2026-11-02"), PARIS);
    expect([window.firstDay, window.lastDay]).toEqual(["2026-10-19", "2026-11-01"]);
    expect(window.end.getTime() - window.start.getTime()).toBe((14 * 24 + 1) * 3_600_000);
  });
});

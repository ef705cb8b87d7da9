import { describe, expect, it } from "vitest";
import { buildRule, readRule } from "./recurrence";
import { endRuleBefore, firstDayOf, givesAny, horizonOf, startRuleOn, windowOf } from "./series-rules";

const zone = "Europe/Paris";
const weekdaysAt6 = (until: string | null = null) =>
  buildRule({ startLocal: "2026-03-02T06:00", zone }, { days: ["MO", "TU", "WE", "TH", "FR"], interval: 1, until });

describe("series rules", () => {
  it("reads a rule's first day", () => {
    expect(firstDayOf(weekdaysAt6())).toBe("2026-03-02");
  });

  it("puts the horizon 26 weeks after today", () => {
    expect(horizonOf("2026-03-02")).toBe("2026-08-31");
  });

  it("ends a rule the day before a given day, keeping its start and days", () => {
    const ended = readRule(endRuleBefore(weekdaysAt6(), "2026-03-30"));
    expect(ended.startLocal).toBe("2026-03-02T06:00");
    expect(ended.repeat).toEqual({ days: ["MO", "TU", "WE", "TH", "FR"], interval: 1, until: "2026-03-29" });
  });

  it("starts a rule on a given day at its usual time, across the spring change", () => {
    const following = readRule(startRuleOn(weekdaysAt6("2026-06-30"), "2026-03-30"));
    expect(following.startLocal).toBe("2026-03-30T06:00");
    expect(following.repeat.until).toBe("2026-06-30");
  });

  it("materialises up to the rule's end when it comes before the horizon, else up to the horizon", () => {
    expect(windowOf(weekdaysAt6("2026-04-10"), "2026-03-02", "2026-03-02")).toEqual({
      from: "2026-03-02",
      to: "2026-04-10",
    });
    expect(windowOf(weekdaysAt6(), "2026-03-09", "2026-03-02")).toEqual({ from: "2026-03-09", to: "2026-08-31" });
  });

  it("tells a rule that gives no occurrence from one that does", () => {
    const sundaysOnly = buildRule(
      { startLocal: "2026-03-02T06:00", zone },
      { days: ["SU"], interval: 1, until: "2026-03-07" },
    );
    expect(givesAny(sundaysOnly, 120)).toBe(false);
    expect(givesAny(weekdaysAt6("2026-03-07"), 120)).toBe(true);
  });
});

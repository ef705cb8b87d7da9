import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import type { LabourInput, ShiftTimes } from "./labour-context";
import { alertsOfAddedShift, evaluateLabourRules } from "./labour-rules";
import { absence, at, contract, everyDay, shift } from "./labour-test-fixtures";

const NOW = at("2026-11-20T08:00");

/** Every day from `first` for `weeks` weeks, Monday to Saturday, two shifts a day between the times given. */
function heavyWeeks(first: string, weeks: number): ShiftTimes[] {
  return [
    ...everyDay("m", first, weeks * 7, "05:00", "11:00"),
    ...everyDay("e", first, weeks * 7, "16:00", "21:30"),
  ].filter((one) => one.start.getUTCDay() !== 0);
}

const plans: Array<[string, Omit<LabourInput, "change">, ShiftTimes]> = [
  [
    "23 weeks over 60 h: rest, days, weekly hours and the 12-week average",
    { contracts: [contract(35)], absences: [], shifts: heavyWeeks("2026-09-07", 23) },
    shift("added", "2026-11-26T22:00", "23:30"),
  ],
  [
    "a part-timer's split day, short notice, a long shift without break, an absence",
    {
      contracts: [contract(24)],
      absences: [absence("2026-11-28", "2026-11-28", "other")],
      shifts: everyDay("p", "2026-11-23", 4, "06:00", "09:00"),
    },
    shift("added", "2026-11-24T13:00", "20:30"),
  ],
  [
    "a night across the week's end into the next",
    { contracts: [contract(35)], absences: [], shifts: heavyWeeks("2026-11-16", 4) },
    shift("added", "2026-11-29T22:00", "2026-11-30T04:00"),
  ],
  [
    "a shift during an absence",
    {
      contracts: [contract(30)],
      absences: [absence("2026-12-02", "2026-12-02", "sickness")],
      shifts: everyDay("a", "2026-11-23", 10, "07:00", "12:00"),
    },
    shift("added", "2026-12-02T14:00", "17:00"),
  ],
];

describe("alertsOfAddedShift", () => {
  it.each(plans)("finds what the whole engine finds: %s", (_, input, added) => {
    const whole = evaluateLabourRules(
      { ...input, shifts: [...input.shifts, added], change: { shiftIds: [added.id], now: NOW } },
      PARIS,
    );
    expect(whole.length).toBeGreaterThan(0);
    expect(alertsOfAddedShift(input, added, PARIS, NOW)).toEqual(whole);
  });

  it("covers every rule across the plans", () => {
    const rules = new Set(
      plans.flatMap(([, input, added]) => alertsOfAddedShift(input, added, PARIS, NOW).map((f) => f.rule)),
    );
    expect([...rules].sort()).toEqual(
      expect.arrayContaining([
        "absence",
        "break",
        "daily_hours",
        "daily_rest",
        "notice",
        "split_shifts",
        "weekly_average",
        "weekly_hours",
        "weekly_rest",
        "working_days",
      ]),
    );
  });
});

import { describe, expect, it } from "vitest";
import type { AbsencePeriod } from "../../domain/contracts";
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

/** A plan to check: its contract's weekly hours, the shifts already there, the one added, and any absence. */
interface Plan {
  hours: number;
  shifts: ShiftTimes[];
  added: ShiftTimes;
  absences?: AbsencePeriod[];
}

const plans: Record<string, Plan> = {
  "23 weeks over 60 h: rest, days, weekly hours and the 12-week average": {
    hours: 35,
    shifts: heavyWeeks("2026-09-07", 23),
    added: shift("added", "2026-11-26T22:00", "23:30"),
  },
  "a part-timer's split day, short notice, a long shift without break, an absence": {
    hours: 24,
    shifts: everyDay("p", "2026-11-23", 4, "06:00", "09:00"),
    added: shift("added", "2026-11-24T13:00", "20:30"),
    absences: [absence("2026-11-28", "2026-11-28", "other")],
  },
  "a night across the week's end into the next": {
    hours: 35,
    shifts: heavyWeeks("2026-11-16", 4),
    added: shift("added", "2026-11-29T22:00", "2026-11-30T04:00"),
  },
  "a shift during an absence": {
    hours: 30,
    absences: [absence("2026-12-02", "2026-12-02", "sickness")],
    shifts: everyDay("a", "2026-11-23", 10, "07:00", "12:00"),
    added: shift("added", "2026-12-02T14:00", "17:00"),
  },
};

const inputOf = (plan: Plan): Omit<LabourInput, "change"> => ({
  contracts: [contract(plan.hours)],
  absences: plan.absences ?? [],
  shifts: plan.shifts,
});

describe("alertsOfAddedShift", () => {
  it.each(Object.entries(plans))("finds what the whole engine finds: %s", (_, plan) => {
    const { added } = plan;
    const input = inputOf(plan);
    const whole = evaluateLabourRules(
      { ...input, shifts: [...input.shifts, added], change: { shiftIds: [added.id], now: NOW } },
      PARIS,
    );
    expect(whole.length).toBeGreaterThan(0);
    expect(alertsOfAddedShift(input, added, PARIS, NOW)).toEqual(whole);
  });

  it("covers every rule across the plans", () => {
    const rules = new Set(
      Object.values(plans).flatMap((plan) =>
        alertsOfAddedShift(inputOf(plan), plan.added, PARIS, NOW).map((f) => f.rule),
      ),
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

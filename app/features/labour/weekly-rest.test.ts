import { describe, expect, it } from "vitest";
import { PARIS, shiftDay } from "../../lib/time";
import { buildLabourContext, type ShiftTimes } from "./labour-context";
import { everyDay, shift } from "./labour-test-fixtures";
import { weeklyRest, workingDays } from "./weekly-rest";

const context = (shifts: ShiftTimes[]) => buildLabourContext({ contracts: [], shifts, absences: [] }, PARIS);
const messages = (alerts: { message: string }[]) => alerts.map((alert) => alert.message);

/** Two weeks of weekday shifts from `monday` between two times of day, and a Saturday shift from 12:00 to `saturdayEnd`. */
const weekendBetween = (monday: string, from: string, to: string, saturdayEnd: string) => [
  ...everyDay("a", monday, 5, from, to),
  shift("s", `${shiftDay(monday, 5)}T12:00`, saturdayEnd),
  ...everyDay("b", shiftDay(monday, 7), 5, from, to),
];

describe("at most 6 days of work a week", () => {
  it("accepts 6 days and flags 7", () => {
    expect(workingDays(context(everyDay("d", "2026-03-30", 6, "06:00", "10:00")))).toEqual([]);
    const alerts = workingDays(context(everyDay("d", "2026-03-30", 7, "06:00", "10:00")));
    expect(alerts.map(({ period: _, ...alert }) => alert)).toEqual([
      {
        rule: "working_days",
        message: "7 jours travaillés la semaine du lundi 30 mars : au plus 6 jours par semaine, libérez un jour.",
        shiftIds: ["d1", "d2", "d3", "d4", "d5", "d6", "d7"],
        source: "Code du travail, art. L3132-1",
      },
    ]);
  });

  it("counts a night shift on the day it starts, in Paris", () => {
    // Six nights from Monday 22:00 to Sunday 06:00: six days worked, though seven days are touched.
    expect(workingDays(context(everyDay("n", "2026-03-30", 6, "22:00", "06:00")))).toEqual([]);
    // 00:30 Paris is still the evening before in New York: the day must be read in Paris.
    expect(workingDays(context(everyDay("n", "2026-03-30", 7, "00:30", "04:00")))).toHaveLength(1);
  });
});

describe("weekly rest of 35 consecutive hours", () => {
  it("passes a week with a weekend off", () => {
    const shifts = [
      ...everyDay("a", "2026-03-30", 5, "06:00", "14:00"),
      ...everyDay("b", "2026-04-06", 5, "06:00", "14:00"),
    ];
    expect(weeklyRest(context(shifts))).toEqual([]);
  });

  it("accepts exactly 35 h and flags 34 h", () => {
    // Saturday 19:00 to Monday 06:00 is 35 h.
    expect(weeklyRest(context(weekendBetween("2026-03-30", "06:00", "14:00", "19:00")))).toEqual([]);
    const alerts = weeklyRest(context(weekendBetween("2026-03-30", "06:00", "14:00", "20:00")));
    expect(messages(alerts)).toEqual([
      "Semaine du lundi 30 mars : le plus long repos ne dure que 34 h (du samedi 4 avril à 20:00 au lundi 6 avril à " +
        "06:00), 1 h de moins que les 35 h consécutives du repos hebdomadaire.",
    ]);
    expect(alerts[0]?.source).toBe("Code du travail, art. L3132-2");
  });

  it("counts the real 36 h of a weekend over the autumn change", () => {
    // Saturday 24 October 20:00 to Monday 26 October 07:00: 35 h on the wall clock, 36 h really.
    const shifts = [
      ...weekendBetween("2026-10-19", "07:00", "15:00", "20:00"),
      shift("t", "2026-10-31T12:00", "18:00"),
    ];
    expect(weeklyRest(context(shifts))).toEqual([]);
  });

  it("counts the real 34 h of a weekend over the spring change", () => {
    // Saturday 28 March 19:00 to Monday 30 March 06:00: 35 h on the wall clock, 34 h really.
    const shifts = [
      ...weekendBetween("2026-03-23", "06:00", "14:00", "19:00"),
      shift("t", "2026-04-04T12:00", "14:00"),
    ];
    expect(messages(weeklyRest(context(shifts)))[0]).toContain("le plus long repos ne dure que 34 h");
  });

  it("gives a rest to the week it begins in", () => {
    // Seven days' work, the rest beginning on Sunday evening: the week of the rest is the one that ends.
    const shifts = [...everyDay("a", "2026-03-30", 7, "06:00", "14:00"), shift("b", "2026-04-07T06:00", "14:00")];
    expect(weeklyRest(context(shifts))).toEqual([]);
    const early = [...everyDay("a", "2026-03-30", 7, "06:00", "14:00"), shift("b", "2026-04-06T06:00", "14:00")];
    expect(messages(weeklyRest(context(early)))).toEqual([
      "Semaine du lundi 30 mars : le plus long repos ne dure que 16 h (du lundi 30 mars à 14:00 au mardi 31 mars à " +
        "06:00), 19 h de moins que les 35 h consécutives du repos hebdomadaire.",
    ]);
  });

  it("does not judge a week whose rest runs beyond the shifts known", () => {
    expect(weeklyRest(context(everyDay("d", "2026-03-30", 7, "06:00", "14:00")))).toEqual([]);
    expect(weeklyRest(context([]))).toEqual([]);
  });
});

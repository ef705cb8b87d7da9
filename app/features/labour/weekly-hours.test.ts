import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { buildLabourContext, type ShiftTimes } from "./labour-context";
import { everyDay, shift } from "./labour-test-fixtures";
import { averageMayBreak, utcWeek, weeklyAverage, weeklyHours } from "./weekly-hours";

const context = (shifts: ShiftTimes[]) => buildLabourContext({ contracts: [], shifts, absences: [] }, PARIS);
const strip = <T extends { period: unknown }>({ period: _, ...alert }: T) => alert;

/** `weeks` weeks from Monday `firstMonday`, five days a week `from`–`to`. */
function weeks(prefix: string, firstMonday: string, count: number, from: string, to: string): ShiftTimes[] {
  const monday = Date.parse(`${firstMonday}T00:00:00Z`);
  return Array.from({ length: count }, (_, week) =>
    everyDay(`${prefix}${week}-`, new Date(monday + week * 7 * 86_400_000).toISOString().slice(0, 10), 5, from, to),
  ).flat();
}

describe("48 h a week", () => {
  it("passes a 40 h week", () => {
    expect(weeklyHours(context(everyDay("d", "2026-03-30", 5, "06:00", "14:00")))).toEqual([]);
  });

  it("accepts 48 h and flags 49 h 30", () => {
    expect(weeklyHours(context(everyDay("d", "2026-03-30", 6, "06:00", "14:00")))).toEqual([]);
    const shifts = [...everyDay("d", "2026-03-30", 6, "06:00", "14:00"), shift("x", "2026-04-05T06:00", "07:30")];
    expect(weeklyHours(context(shifts)).map(strip)).toEqual([
      {
        rule: "weekly_hours",
        message: "49 h 30 de travail la semaine du lundi 30 mars : 1 h 30 au-delà du maximum de 48 h par semaine.",
        shiftIds: ["d1", "d2", "d3", "d4", "d5", "d6", "x"],
        source: "Code du travail, art. L3121-20",
      },
    ]);
  });

  it("cuts weeks at Monday 00:00 Paris, with the spring change's short Sunday", () => {
    // Sunday 29 March 2026, 00:00 to 24:00, lasts 23 h; with 6 days of 5 h before it, the week holds 53 h.
    const shifts = [
      ...everyDay("d", "2026-03-23", 6, "08:00", "13:00"),
      shift("s", "2026-03-29T00:00", "2026-03-30T00:00"),
    ];
    expect(weeklyHours(context(shifts)).map((alert) => alert.message)).toEqual([
      "53 h de travail la semaine du lundi 23 mars : 5 h au-delà du maximum de 48 h par semaine.",
    ]);
  });

  it("does not throw on an empty planning", () => {
    expect(weeklyHours(context([]))).toEqual([]);
    expect(weeklyAverage(context([]))).toEqual([]);
  });
});

describe("44 h a week on average over 12 weeks", () => {
  it("passes 12 weeks of 40 h", () => {
    expect(weeklyAverage(context(weeks("w", "2026-01-05", 12, "06:00", "14:00")))).toEqual([]);
  });

  it("accepts 44 h on average and flags 45 h", () => {
    expect(weeklyAverage(context(weeks("w", "2026-01-05", 12, "06:00", "14:48")))).toEqual([]);
    const alerts = weeklyAverage(context(weeks("w", "2026-01-05", 12, "06:00", "15:00")));
    expect(alerts.map(strip).map(({ shiftIds, ...alert }) => ({ ...alert, count: shiftIds.length }))).toEqual([
      {
        rule: "weekly_average",
        message:
          "45 h par semaine en moyenne sur les 12 semaines du lundi 5 janvier 2026 au dimanche 29 mars 2026 : " +
          "1 h au-delà de la moyenne maximale de 44 h.",
        source: "Code du travail, art. L3121-22",
        count: 60,
      },
    ]);
  });

  it("counts weeks without shifts as 0 h", () => {
    expect(weeklyAverage(context(weeks("w", "2026-01-05", 11, "06:00", "15:00")))).toEqual([]);
  });
});

describe("whether a shift may break the 12-week average, from each UTC week's minutes", () => {
  const added = shift("added", "2026-12-03T06:00", "08:00");
  const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);
  /** `hours` in each of `count` weeks from the week of `monday` (back in time when `count` is negative). */
  const weeks = (monday: string, count: number, hours: number) =>
    new Map(
      Array.from({ length: Math.abs(count) }, (_, index) => [
        utcWeek(noon(monday)) + Math.sign(count) * index,
        hours * 60,
      ]),
    );

  it("is sure it cannot when every run stays at 44 h with the shift", () => {
    expect(averageMayBreak(weeks("2026-11-30", -12, 43.8), added, PARIS)).toBe(false);
    expect(averageMayBreak(new Map(), added, PARIS)).toBe(false);
  });

  it("may when a run containing the shift's week goes past 528 h with it", () => {
    expect(averageMayBreak(weeks("2026-11-30", -12, 43.9), added, PARIS)).toBe(true);
    expect(averageMayBreak(weeks("2026-11-30", 12, 44), added, PARIS)).toBe(true);
  });

  it("counts a night across Sunday into the runs of both its weeks", () => {
    const night = shift("night", "2026-12-06T22:00", "2026-12-07T06:00");
    expect(averageMayBreak(weeks("2026-12-07", 12, 43.5), night, PARIS)).toBe(true);
    expect(averageMayBreak(weeks("2026-12-07", 12, 43.5), added, PARIS)).toBe(false);
  });
});

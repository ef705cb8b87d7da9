import { describe, expect, it } from "vitest";
import { monthDays, PARIS } from "../../lib/time";
import { timeRecord } from "./time-record";

const shift = (id: string, start: string, end: string, worked: boolean, breakMinutes = 0) => ({
  id,
  start: new Date(start),
  end: new Date(end),
  breakMinutes,
  worked,
});

describe("timeRecord", () => {
  // November 2026 meets six weeks: from Monday 26 October to Sunday 6 December.
  const november = monthDays("2026-11");
  if (!november) throw new Error("mois invalide");

  it("gives each day's periods and totals, and each week's total with the next month's days that belong to it", () => {
    const record = timeRecord(
      "2026-11",
      [
        // Monday 2 November, 06:00–09:00 punched with a 15-minute break, and 17:00–19:00 as planned.
        shift("a", "2026-11-02T05:00:00Z", "2026-11-02T08:00:00Z", true, 15),
        shift("b", "2026-11-02T16:00:00Z", "2026-11-02T18:00:00Z", false),
        // Monday 30 November 22:00 to Tuesday 1 December 04:00; Tuesday 1 December 06:00–08:00.
        shift("c", "2026-11-30T21:00:00Z", "2026-12-01T03:00:00Z", true),
        shift("d", "2026-12-01T05:00:00Z", "2026-12-01T07:00:00Z", true),
      ],
      november,
      PARIS,
    );
    expect(record.weeks.map((week) => [week.monday, week.minutes])).toEqual([
      ["2026-10-26", 0],
      ["2026-11-02", 165 + 120],
      ["2026-11-09", 0],
      ["2026-11-16", 0],
      ["2026-11-23", 0],
      ["2026-11-30", 360 + 120],
    ]);
    expect(record.weeks[1]?.days).toEqual([
      {
        day: "2026-11-02",
        label: "lundi 2 novembre",
        inMonth: true,
        minutes: 285,
        periods: [
          { start: "06:00", end: "09:00", nextDay: false, breakMinutes: 15, minutes: 165, worked: true },
          { start: "17:00", end: "19:00", nextDay: false, breakMinutes: 0, minutes: 120, worked: false },
        ],
      },
    ]);
    const lastWeek = record.weeks[5]?.days ?? [];
    expect(lastWeek.map((day) => [day.label, day.inMonth, day.periods[0]?.end, day.periods[0]?.nextDay])).toEqual([
      ["lundi 30 novembre", true, "04:00", true],
      ["mardi 1er décembre", false, "08:00", false],
    ]);
    // The month's own days: 2 and 30 November.
    expect(record.minutes).toBe(285 + 360);
  });

  it("leaves out a departure before its arrival, and counts a break longer than the work as nothing", () => {
    const record = timeRecord(
      "2026-11",
      [
        shift("a", "2026-11-03T08:00:00Z", "2026-11-03T07:00:00Z", true),
        shift("b", "2026-11-04T08:00:00Z", "2026-11-04T08:30:00Z", true, 45),
      ],
      november,
      PARIS,
    );
    expect(record.weeks[1]?.days.map((day) => [day.day, day.minutes])).toEqual([["2026-11-04", 0]]);
  });
});

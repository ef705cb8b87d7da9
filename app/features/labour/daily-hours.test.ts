import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { dailyHours } from "./daily-hours";
import { buildLabourContext, type ShiftTimes } from "./labour-context";
import { contract, shift } from "./labour-test-fixtures";

const check = (shifts: ShiftTimes[], nightWorker = false) =>
  dailyHours(buildLabourContext({ contracts: [contract(35, { nightWorker })], shifts, absences: [] }, PARIS)).map(
    ({ period: _, ...alert }) => alert,
  );

describe("daily maximum of 10 h (8 h for a night worker)", () => {
  it("passes an 8 h day", () => {
    expect(check([shift("a", "2026-03-30T06:00", "14:00")])).toEqual([]);
  });

  it("accepts 10 h and flags 10 h 30, split shifts added up", () => {
    expect(check([shift("a", "2026-03-30T06:00", "12:00"), shift("b", "2026-03-30T14:00", "18:00")])).toEqual([]);
    expect(check([shift("a", "2026-03-30T06:00", "12:00"), shift("b", "2026-03-30T14:00", "18:30")])).toEqual([
      {
        rule: "daily_hours",
        message: "10 h 30 de travail le lundi 30 mars : 0 h 30 au-delà du maximum de 10 h par jour.",
        shiftIds: ["a", "b"],
        source: "Code du travail, art. L3121-18",
      },
    ]);
  });

  it("holds a night worker to 8 h", () => {
    expect(check([shift("a", "2026-03-30T05:00", "13:00")], true)).toEqual([]);
    expect(check([shift("a", "2026-03-30T05:00", "13:15")], true)).toEqual([
      {
        rule: "daily_hours",
        message:
          "8 h 15 de travail le lundi 30 mars : 0 h 15 au-delà du maximum de 8 h par jour pour un travailleur de nuit.",
        shiftIds: ["a"],
        source: "Code du travail, art. L3122-6 ; CCN propreté, art. 6.3",
      },
    ]);
  });

  it("splits a shift at midnight, and still flags a continuous period beyond the limit", () => {
    // New Year's Eve, 20:00 to 07:00: 4 h on 31 December, 7 h on 1 January, 11 h in one go.
    expect(check([shift("a", "2026-12-31T20:00", "07:00")])).toEqual([
      {
        rule: "daily_hours",
        message:
          "Période de travail continue de 11 h (jeudi 31 décembre, 20:00–07:00) : 1 h au-delà du maximum de 10 h par jour.",
        shiftIds: ["a"],
        source: "Code du travail, art. L3121-18",
      },
    ]);
    expect(check([shift("a", "2026-12-31T20:00", "06:00")])).toEqual([]);
  });

  it("counts the real hours of the clock-change days", () => {
    // 00:00 to 11:00 on 29 March is 10 h of work (02:00–03:00 does not exist); 00:00 to 09:00 on 25 October is 10 h.
    expect(check([shift("a", "2026-03-29T00:00", "11:00")])).toEqual([]);
    expect(check([shift("a", "2026-03-29T00:00", "11:30")]).map((alert) => alert.message)).toEqual([
      "10 h 30 de travail le dimanche 29 mars : 0 h 30 au-delà du maximum de 10 h par jour.",
    ]);
    expect(check([shift("a", "2026-10-25T00:00", "09:00")])).toEqual([]);
    expect(check([shift("a", "2026-10-25T00:00", "09:30")]).map((alert) => alert.message)).toEqual([
      "10 h 30 de travail le dimanche 25 octobre : 0 h 30 au-delà du maximum de 10 h par jour.",
    ]);
  });
});

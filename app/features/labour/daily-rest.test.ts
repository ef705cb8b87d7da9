import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { dailyRest } from "./daily-rest";
import { buildLabourContext, type ShiftTimes } from "./labour-context";
import { shift } from "./labour-test-fixtures";

const check = (...shifts: ShiftTimes[]) =>
  dailyRest(buildLabourContext({ contracts: [], shifts, absences: [] }, PARIS)).map(({ period: _, ...alert }) => alert);

/** The one alert of a rest too short between shifts `a` and `b`: its French text, from the end of work to its resumption. */
const shortRest = (rest: string, end: string, resumption: string, missing: string) => [
  {
    rule: "daily_rest",
    message:
      `Repos quotidien de ${rest} seulement entre la fin du travail le ${end} et la reprise le ${resumption} : ` +
      `il manque ${missing} pour atteindre les 11 h consécutives obligatoires.`,
    shiftIds: ["a", "b"],
    source: "Code du travail, art. L3131-1 ; CCN propreté, art. 6.4",
  },
];

describe("daily rest of 11 h", () => {
  it.each([
    [
      "flags 8 h of rest, saying what is missing",
      [shift("a", "2026-03-30T14:00", "22:00"), shift("b", "2026-03-31T06:00", "14:00")],
      shortRest("8 h", "lundi 30 mars à 22:00", "mardi 31 mars à 06:00", "3 h"),
    ],
    [
      "counts a night shift as the day it starts",
      [shift("a", "2026-03-30T22:00", "06:00"), shift("b", "2026-03-31T14:00", "18:00")],
      shortRest("8 h", "mardi 31 mars à 06:00", "mardi 31 mars à 14:00", "3 h"),
    ],
    [
      "measures real hours across the spring change: 21:00 to 08:00 is only 10 h",
      [shift("a", "2026-03-28T17:00", "21:00"), shift("b", "2026-03-29T08:00", "12:00")],
      shortRest("10 h", "samedi 28 mars à 21:00", "dimanche 29 mars à 08:00", "1 h"),
    ],
  ])("%s", (_, shifts, alerts) => {
    expect(check(...shifts)).toEqual(alerts);
  });

  it.each([
    ["a long night's rest", [shift("a", "2026-03-30T06:00", "14:00"), shift("b", "2026-03-31T06:00", "14:00")]],
    ["exactly 11 h", [shift("a", "2026-03-30T12:00", "19:00"), shift("b", "2026-03-31T06:00", "10:00")]],
    [
      "a split shift's pause within the day",
      [shift("a", "2026-03-30T06:00", "09:00"), shift("b", "2026-03-30T17:00", "20:00")],
    ],
    [
      "21:00 to 09:00 across the spring change, 11 h in real hours",
      [shift("a", "2026-03-28T17:00", "21:00"), shift("b", "2026-03-29T09:00", "12:00")],
    ],
    [
      "21:00 to 07:00 across the autumn change, 11 h in real hours",
      [shift("a", "2026-10-24T17:00", "21:00"), shift("b", "2026-10-25T07:00", "12:00")],
    ],
    [
      "overlapping shifts without throwing",
      [shift("a", "2026-12-31T20:00", "04:00"), shift("b", "2026-12-31T22:00", "02:00")],
    ],
  ])("passes %s", (_, shifts) => {
    expect(check(...shifts)).toEqual([]);
  });

  it.each([
    ["a minute less than 11 h", [shift("a", "2026-03-30T12:00", "19:01"), shift("b", "2026-03-31T06:00", "10:00")]],
    [
      "21:00 to 06:59 across the autumn change",
      [shift("a", "2026-10-24T17:00", "21:00"), shift("b", "2026-10-25T06:59", "12:00")],
    ],
  ])("refuses %s", (_, shifts) => {
    expect(check(...shifts)).toHaveLength(1);
  });

  it("does not throw on an empty planning", () => {
    expect(check()).toEqual([]);
  });
});

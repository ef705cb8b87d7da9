import { describe, expect, it } from "vitest";
import { dailyRest } from "./daily-rest";
import { buildLabourContext, type ShiftTimes } from "./labour-context";
import { shift } from "./labour-test-fixtures";

const check = (...shifts: ShiftTimes[]) =>
  dailyRest(buildLabourContext({ contracts: [], shifts, absences: [] })).map(({ period: _, ...alert }) => alert);

describe("daily rest of 11 h", () => {
  it("passes a long night's rest", () => {
    expect(check(shift("a", "2026-03-30T06:00", "14:00"), shift("b", "2026-03-31T06:00", "14:00"))).toEqual([]);
  });

  it("flags 8 h of rest, saying what is missing", () => {
    expect(check(shift("a", "2026-03-30T14:00", "22:00"), shift("b", "2026-03-31T06:00", "14:00"))).toEqual([
      {
        rule: "daily_rest",
        message:
          "Repos quotidien de 8 h seulement entre la fin du travail le lundi 30 mars à 22:00 et la reprise le " +
          "mardi 31 mars à 06:00 : il manque 3 h pour atteindre les 11 h consécutives obligatoires.",
        shiftIds: ["a", "b"],
        source: "Code du travail, art. L3131-1 ; CCN propreté, art. 6.4",
      },
    ]);
  });

  it("accepts exactly 11 h and refuses a minute less", () => {
    expect(check(shift("a", "2026-03-30T12:00", "19:00"), shift("b", "2026-03-31T06:00", "10:00"))).toEqual([]);
    expect(check(shift("a", "2026-03-30T12:00", "19:01"), shift("b", "2026-03-31T06:00", "10:00"))).toHaveLength(1);
  });

  it("leaves a split shift's pause within the day alone", () => {
    expect(check(shift("a", "2026-03-30T06:00", "09:00"), shift("b", "2026-03-30T17:00", "20:00"))).toEqual([]);
  });

  it("counts a night shift as the day it starts", () => {
    const alerts = check(shift("a", "2026-03-30T22:00", "06:00"), shift("b", "2026-03-31T14:00", "18:00"));
    expect(alerts.map((alert) => alert.message)).toEqual([
      "Repos quotidien de 8 h seulement entre la fin du travail le mardi 31 mars à 06:00 et la reprise le " +
        "mardi 31 mars à 14:00 : il manque 3 h pour atteindre les 11 h consécutives obligatoires.",
    ]);
  });

  it("measures real hours across the spring change: 21:00 to 09:00 is 11 h, to 08:00 only 10 h", () => {
    expect(check(shift("a", "2026-03-28T17:00", "21:00"), shift("b", "2026-03-29T09:00", "12:00"))).toEqual([]);
    const alerts = check(shift("a", "2026-03-28T17:00", "21:00"), shift("b", "2026-03-29T08:00", "12:00"));
    expect(alerts.map((alert) => alert.message)).toEqual([
      "Repos quotidien de 10 h seulement entre la fin du travail le samedi 28 mars à 21:00 et la reprise le " +
        "dimanche 29 mars à 08:00 : il manque 1 h pour atteindre les 11 h consécutives obligatoires.",
    ]);
  });

  it("measures real hours across the autumn change: 21:00 to 07:00 is 11 h", () => {
    expect(check(shift("a", "2026-10-24T17:00", "21:00"), shift("b", "2026-10-25T07:00", "12:00"))).toEqual([]);
    expect(check(shift("a", "2026-10-24T17:00", "21:00"), shift("b", "2026-10-25T06:59", "12:00"))).toHaveLength(1);
  });

  it("does not throw on overlapping shifts or an empty planning", () => {
    expect(check()).toEqual([]);
    expect(check(shift("a", "2026-12-31T20:00", "04:00"), shift("b", "2026-12-31T22:00", "02:00"))).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import type { AbsencePeriod, ContractTerms } from "../../domain/contracts";
import { PARIS } from "../../lib/time";
import { buildLabourContext, type ShiftTimes } from "./labour-context";
import { contract, everyDay, shift } from "./labour-test-fixtures";
import { partTimeHours } from "./part-time-hours";

const check = (terms: ContractTerms, shifts: ShiftTimes[], absences: AbsencePeriod[] = []) =>
  partTimeHours(buildLabourContext({ contracts: [terms], shifts, absences }, PARIS)).map(
    ({ period: _, ...alert }) => alert,
  );

/** Five days from Monday 30 March 2026, `hours` a day from 08:00. */
const days = (minutes: number) => {
  const end = `${String(8 + Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return everyDay("d", "2026-03-30", 5, "08:00", end);
};

const weekdays = ["d1", "d2", "d3", "d4", "d5"];
const monToThu = everyDay("d", "2026-03-30", 4, "08:00", "15:00");

describe("the alert of each limit, in French with its source", () => {
  it.each([
    [
      "flags complementary hours beyond a third of the contract",
      {
        terms: contract(24),
        shifts: days(390),
        rule: "complementary_hours",
        message:
          "8 h 30 d'heures complémentaires la semaine du lundi 30 mars pour un contrat de 24 h par semaine : 0 h 30 " +
          "au-delà du tiers du contrat (8 h).",
        shiftIds: weekdays,
        source: "CCN propreté, art. 6.2.6",
      },
    ],
    [
      "flags a part-timer's 35 h",
      {
        terms: contract(30),
        shifts: [...monToThu, shift("x", "2026-04-03T08:00", "15:00")],
        rule: "part_time_ceiling",
        message:
          "35 h planifiées la semaine du lundi 30 mars pour un contrat de 30 h par semaine : un temps partiel ne doit " +
          "jamais atteindre 35 h par semaine, ramenez la semaine sous 35 h.",
        shiftIds: ["d1", "d2", "d3", "d4", "x"],
        source: "Code du travail, art. L3123-9 ; CCN propreté, art. 6.2.6",
      },
    ],
  ])("%s", (_, { terms, shifts, ...alert }) => {
    expect(check(terms, shifts)).toEqual([alert]);
  });
});

describe("a week under 16 h", () => {
  it("is never flagged: the 16 h floor is the contract's rule, checked when it is saved", () => {
    expect(check(contract(20), days(36))).toEqual([]);
    expect(check(contract(10), days(120))).toEqual([]);
  });
});

describe("complementary hours at most a third of the contract", () => {
  it("accepts a third exactly", () => {
    expect(check(contract(24), days(384))).toEqual([]);
  });

  it("leaves full-timers alone", () => {
    expect(check(contract(35), days(480))).toEqual([]);
  });
});

describe("a part-timer never reaches 35 h", () => {
  it("accepts 34 h 59", () => {
    expect(check(contract(30), [...monToThu, shift("x", "2026-04-03T08:00", "14:59")])).toEqual([]);
  });

  it("takes the week's terms from its first day under contract, and none without a contract", () => {
    const later = contract(20, { startsOn: "2026-04-01" });
    expect(check(later, days(420)).map((alert) => alert.rule)).toEqual(["part_time_ceiling", "complementary_hours"]);
    expect(partTimeHours(buildLabourContext({ contracts: [], shifts: days(420), absences: [] }, PARIS))).toEqual([]);
  });
});

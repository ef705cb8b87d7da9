import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceText } from "../../domain/service-contracts";
import {
  contractedMinutesInMonth,
  monthsUpTo,
  monthTitle,
  parsePriceCents,
  parseWeeklyHours,
  previousContract,
  type ServiceContractTerms,
  weeklyHoursInput,
} from "./service-contracts";

const terms = (weeklyMinutes: number, startsOn: string, endsOn: string | null): ServiceContractTerms => ({
  weeklyMinutes,
  frequency: "hebdomadaire",
  pricing: "forfait",
  priceCents: 100_000,
  startsOn,
  endsOn,
});

describe("a service contract's terms as typed", () => {
  it("reads weekly hours in quarter hours, more than 0 and at most 168, as minutes", () => {
    expect(parseWeeklyHours(" 12,5 ")).toBe(750);
    expect(parseWeeklyHours("0,25")).toBe(15);
    expect(parseWeeklyHours("168")).toBe(10080);
    for (const text of ["", "0", "-1", "168,25", "12,1", "douze", "1e2", "12,5,5"]) {
      expect(parseWeeklyHours(text), text).toBeNull();
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 672 }), (quarters) => {
        expect(parseWeeklyHours(weeklyHoursInput(quarters * 15))).toBe(quarters * 15);
      }),
    );
  });

  it("reads a price in euros, spaces and a comma allowed, as cents", () => {
    expect(parsePriceCents("1 250,50")).toBe(125_050);
    expect(parsePriceCents("27.5")).toBe(2750);
    expect(parsePriceCents("1\u202f000")).toBe(100_000);
    for (const text of ["", "0", "0,00", "-5", "12,345", "abc", "2000000"]) {
      expect(parsePriceCents(text), text).toBeNull();
    }
  });

  it("writes a price in French, per month or per hour", () => {
    expect(priceText("forfait", 125_050)).toBe("1\u202f250,50\u00a0€ HT / mois");
    expect(priceText("horaire", 2750)).toBe("27,50\u00a0€ HT / h");
  });
});

describe("the contract before", () => {
  const first = { id: "first", startsOn: "2026-01-01", endsOn: "2026-08-31" };
  const second = { id: "second", startsOn: "2026-09-01", endsOn: "2026-12-31" };
  const later = { id: "later", startsOn: "2027-03-01", endsOn: null };

  it("is the one that ended the day before, across a month or a year; none after a gap or for the first", () => {
    const contracts = [later, second, first];
    expect(previousContract(contracts, second)).toBe(first);
    expect(previousContract(contracts, { startsOn: "2027-01-01", endsOn: null })).toBe(second);
    expect(previousContract(contracts, later)).toBeNull();
    expect(previousContract(contracts, first)).toBeNull();
  });
});

describe("the hours a month's contracts buy", () => {
  it("counts a seventh of the weekly hours for each day covered", () => {
    // 7 h a week over the 30 days of November: 30 h.
    expect(contractedMinutesInMonth([terms(420, "2026-01-01", null)], "2026-11")).toBe(30 * 60);
    // None before it starts, none after it ends.
    expect(contractedMinutesInMonth([terms(420, "2026-12-01", null)], "2026-11")).toBe(0);
    expect(contractedMinutesInMonth([terms(420, "2026-01-01", "2026-10-31")], "2026-11")).toBe(0);
  });

  it("counts each part of a month at the rate of the contract then in force", () => {
    const changed = [terms(420, "2026-01-01", "2026-11-15"), terms(840, "2026-11-16", null)];
    // 15 days at 1 h a day, then 15 days at 2 h a day.
    expect(contractedMinutesInMonth(changed, "2026-11")).toBe(45 * 60);
    // February 2028 has 29 days.
    expect(contractedMinutesInMonth([terms(700, "2028-01-01", null)], "2028-02")).toBe(2900);
  });
});

describe("months", () => {
  it("lists the months up to this one, across a new year, the latest first", () => {
    expect(monthsUpTo("2027-02-14", 4)).toEqual(["2027-02", "2027-01", "2026-12", "2026-11"]);
  });

  it("names a month in French", () => {
    expect(monthTitle("2026-11")).toBe("novembre 2026");
    expect(monthTitle("2027-01")).toBe("janvier 2027");
  });
});

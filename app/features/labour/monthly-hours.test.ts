import { describe, expect, it } from "vitest";
import type { ContractTerms } from "../../domain/contracts";
import { PARIS } from "../../lib/time";
import { evaluateLabourRules } from "./labour-rules";
import { absence, contract, everyDay, shift } from "./labour-test-fixtures";
import { type HoursInput, monthlyHours } from "./monthly-hours";

const hours = (month: string, input: Partial<HoursInput> & { contracts: ContractTerms[] }) =>
  monthlyHours({ shifts: [], absences: [], ...input, month }, PARIS);

describe("monthly payroll figures", () => {
  it("gives the contract's weekly hours × 52 / 12, prorated by calendar day", () => {
    expect(hours("2026-03", { contracts: [contract(24)] })?.contractMinutes).toBe(6240);
    expect(hours("2026-03", { contracts: [contract(35)] })?.contractMinutes).toBe(9100);
    // From 16 March: 16 of 31 days.
    expect(hours("2026-03", { contracts: [contract(24, { startsOn: "2026-03-16" })] })?.contractMinutes).toBeCloseTo(
      (6240 * 16) / 31,
      9,
    );
    expect(hours("2026-03", { contracts: [] })?.contractMinutes).toBe(0);
    expect(hours("2026-3", { contracts: [] })).toBeNull();
  });

  it("values each Monday-to-Saturday day of absence at a sixth of the weekly hours, and counts sickness in calendar days", () => {
    const figures = hours("2026-03", {
      contracts: [contract(24)],
      absences: [absence("2026-03-23", "2026-03-27"), absence("2026-02-27", "2026-03-02", "sickness")],
    });
    expect(figures?.absenceDays).toEqual({ paid_leave: 5, sickness: 2, other: 0 });
    // 23–27 March: 5 × 4 h; 1 March is a Sunday, 2 March 4 h.
    expect(figures?.absenceMinutes).toBe(6 * 240);
  });

  it("counts a week of paid leave over Christmas as 5 jours ouvrables and the whole week's contract hours", () => {
    const figures = hours("2026-12", {
      contracts: [contract(20)],
      absences: [absence("2026-12-21", "2026-12-27")],
    });
    expect(figures?.absenceDays.paid_leave).toBe(5);
    expect(figures?.absenceMinutes).toBe(20 * 60);
  });

  it("counts a half day as half a day and half its hours", () => {
    const figures = hours("2026-12", {
      contracts: [contract(24)],
      absences: [{ ...absence("2026-12-22", "2026-12-22"), halfDay: "afternoon" }],
    });
    expect(figures?.absenceDays.paid_leave).toBe(0.5);
    expect(figures?.absenceMinutes).toBe(120);
  });

  it("splits a part-timer's complementary hours at a tenth of the contract", () => {
    // 30 h in the week of 2 March on a 24 h contract: 2 h 24 at +11 %, 3 h 36 at +25 %.
    const figures = hours("2026-03", {
      contracts: [contract(24)],
      shifts: everyDay("d", "2026-03-02", 5, "08:00", "14:00"),
    });
    expect(figures).toMatchObject({
      workMinutes: 1800,
      complementary11Minutes: 144,
      complementary25Minutes: 216,
      overtime25Minutes: 0,
      overtime50Minutes: 0,
    });
  });

  it("splits a full-timer's overtime at 8 h beyond 35 h", () => {
    const figures = hours("2026-03", {
      contracts: [contract(35)],
      shifts: everyDay("d", "2026-03-09", 5, "08:00", "17:00"),
    });
    expect(figures).toMatchObject({ workMinutes: 2700, overtime25Minutes: 480, overtime50Minutes: 120 });
  });

  it("gives a week across two months its extra hours in the month they are worked", () => {
    // Monday 30 March to Saturday 4 April, 7 h a day: the 7 h beyond 35 h are Saturday's, in April.
    const input = { contracts: [contract(35)], shifts: everyDay("d", "2026-03-30", 6, "08:00", "15:00") };
    expect(hours("2026-03", input)).toMatchObject({ workMinutes: 840, overtime25Minutes: 0 });
    expect(hours("2026-04", input)).toMatchObject({ workMinutes: 1680, overtime25Minutes: 420 });
  });

  it("counts night, Sunday and real hours over the spring change", () => {
    // Saturday 28 March 22:00 to Sunday 29 March 06:00 lasts 7 h, 5 h of them on Sunday.
    const figures = hours("2026-03", { contracts: [contract(24)], shifts: [shift("n", "2026-03-28T22:00", "06:00")] });
    expect(figures).toMatchObject({ workMinutes: 420, nightMinutes: 420, sundayMinutes: 300 });
  });

  it("counts the autumn night's extra hour", () => {
    // Saturday 24 October 20:00 to Sunday 07:00 lasts 12 h: 21:00–06:00 is 10 h, and Sunday holds 8 h.
    const figures = hours("2026-10", { contracts: [contract(35)], shifts: [shift("n", "2026-10-24T20:00", "07:00")] });
    expect(figures).toMatchObject({ workMinutes: 720, nightMinutes: 600, sundayMinutes: 480 });
  });

  it("counts public-holiday hours and periods under 1 h as 1 h", () => {
    const figures = hours("2026-04", {
      contracts: [contract(20)],
      shifts: [
        shift("easter", "2026-04-06T08:00", "12:00"),
        shift("short", "2026-04-07T08:00", "08:45"),
        shift("joined", "2026-04-08T08:00", "08:30"),
        shift("joined2", "2026-04-08T08:30", "09:00"),
      ],
    });
    expect(figures).toMatchObject({ workMinutes: 345, publicHolidayMinutes: 240, shortPeriodMinutes: 15 });
  });
});

describe("the zone the figures are counted in", () => {
  // Sunday 29 March 2026, 14:00–20:00 UTC: 16:00–22:00 that Sunday in Paris, 01:00–07:00 on Monday in Nouméa and
  // 11:00–17:00 on Sunday in Cayenne.
  const sunday = { id: "s", start: new Date("2026-03-29T14:00:00Z"), end: new Date("2026-03-29T20:00:00Z") };
  const figures = (zone: string) =>
    monthlyHours({ month: "2026-03", contracts: [contract(35)], shifts: [sunday], absences: [] }, zone);

  it("classifies the same instants by the days and nights of the zone given", () => {
    expect(figures(PARIS)).toMatchObject({ workMinutes: 360, sundayMinutes: 360, nightMinutes: 60 });
    expect(figures("Pacific/Noumea")).toMatchObject({ workMinutes: 360, sundayMinutes: 0, nightMinutes: 300 });
    expect(figures("America/Cayenne")).toMatchObject({ workMinutes: 360, sundayMinutes: 360, nightMinutes: 0 });
  });

  it("splits a day's work at the zone's midnight for the daily rules", () => {
    const late = [{ id: "l", start: new Date("2026-04-01T16:00:00Z"), end: new Date("2026-04-02T03:00:00Z") }];
    const rules = (zone: string) =>
      evaluateLabourRules({ contracts: [contract(35)], shifts: late, absences: [] }, zone).map((alert) => alert.rule);
    // Paris: 18:00–05:00, 6 h then 5 h across midnight, one 11 h period. Cayenne: 13:00–00:00, 11 h on one day.
    expect(rules(PARIS)).toEqual(["daily_hours", "break"]);
    expect(rules("America/Cayenne")).toEqual(["daily_hours", "break"]);
    const cayenne = evaluateLabourRules({ contracts: [contract(35)], shifts: late, absences: [] }, "America/Cayenne");
    expect(cayenne[0]?.message).toMatch(/^11 h de travail le mercredi 1er avril/);
    const paris = evaluateLabourRules({ contracts: [contract(35)], shifts: late, absences: [] }, PARIS);
    expect(paris[0]?.message).toMatch(/^Période de travail continue de 11 h \(mercredi 1er avril, 18:00–05:00\)/);
  });

  it("leaves a shift's break, taken in its middle, out of every figure", () => {
    // Sunday 22 March 20:00 to Monday 04:00 with an hour's break, 23:30–00:30: 3 h 30 on each day.
    const input = {
      contracts: [contract(35)],
      shifts: [{ ...shift("n", "2026-03-22T20:00", "04:00"), breakMinutes: 60 }],
    };
    expect(hours("2026-03", input)).toMatchObject({ workMinutes: 420, sundayMinutes: 210, nightMinutes: 360 });
    // One hour of work with a 20-minute break is a period of 40 minutes worked: 20 minutes are added.
    const short = { ...shift("s", "2026-03-24T08:00", "09:00"), breakMinutes: 20 };
    expect(hours("2026-03", { contracts: [contract(35)], shifts: [short] })).toMatchObject({
      workMinutes: 40,
      shortPeriodMinutes: 20,
    });
  });
});

import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { absence, contract, everyDay, hoursWeek } from "./labour-test-fixtures";
import { weekHours } from "./week-hours";

describe("week summary", () => {
  it.each([
    [
      "compares planned with contracted hours",
      hoursWeek("2026-03-30", { contracts: [contract(24)], shifts: everyDay("d", "2026-03-30", 5, "08:00", "13:30") }),
      {
        monday: "2026-03-30",
        plannedMinutes: 1650,
        contractMinutes: 1440,
        absenceMinutes: 0,
        expectedMinutes: 1440,
        differenceMinutes: 210,
      },
    ],
    [
      "takes out absences and days without contract",
      hoursWeek("2026-03-23", {
        contracts: [contract(35, { endsOn: "2026-03-27" })],
        shifts: everyDay("d", "2026-03-23", 3, "08:00", "15:00"),
        absences: [absence("2026-03-26", "2026-03-27")],
      }),
      {
        monday: "2026-03-23",
        plannedMinutes: 1260,
        contractMinutes: 1750,
        absenceMinutes: 700,
        expectedMinutes: 1050,
        differenceMinutes: 210,
      },
    ],
  ])("%s", (_, input, expected) => {
    expect(weekHours(input, PARIS)).toEqual(expected);
  });

  it("counts the 23 h Sunday of the spring change as it is", () => {
    const shifts = [{ id: "s", start: new Date("2026-03-28T23:00:00Z"), end: new Date("2026-03-29T22:00:00Z") }];
    expect(weekHours(hoursWeek("2026-03-23", { shifts }), PARIS)?.plannedMinutes).toBe(23 * 60);
  });

  it("refuses a day that is not a Monday", () => {
    expect(weekHours(hoursWeek("2026-03-31"), PARIS)).toBeNull();
  });
});

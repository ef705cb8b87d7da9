import { describe, expect, it } from "vitest";
import { easterSunday, frenchPublicHolidays, holidayWork, isPublicHoliday, publicHolidayOn } from "./french-holidays";
import { parseDay } from "./time";

describe("French public holidays", () => {
  it.each(["2024-03-31", "2025-04-20", "2026-04-05", "2027-03-28", "2038-04-25"])("finds Easter on %s", (day) => {
    expect(easterSunday(Number(day.slice(0, 4)))).toBe(day);
  });

  it.each([
    [
      2025,
      [
        "2025-01-01",
        "2025-04-21",
        "2025-05-01",
        "2025-05-08",
        "2025-05-29",
        "2025-06-09",
        "2025-07-14",
        "2025-08-15",
        "2025-11-01",
        "2025-11-11",
        "2025-12-25",
      ],
    ],
    [
      2026,
      [
        "2026-01-01",
        "2026-04-06",
        "2026-05-01",
        "2026-05-08",
        "2026-05-14",
        "2026-05-25",
        "2026-07-14",
        "2026-08-15",
        "2026-11-01",
        "2026-11-11",
        "2026-12-25",
      ],
    ],
    [
      2027,
      [
        "2027-01-01",
        "2027-03-29",
        "2027-05-01",
        "2027-05-06",
        "2027-05-08",
        "2027-05-17",
        "2027-07-14",
        "2027-08-15",
        "2027-11-01",
        "2027-11-11",
        "2027-12-25",
      ],
    ],
  ])("lists the 11 holidays of %i", (year, days) => {
    expect(frenchPublicHolidays(year).map((holiday) => holiday.day)).toEqual(days);
  });

  it("names them in French", () => {
    expect(frenchPublicHolidays(2026).find((holiday) => holiday.day === "2026-05-25")?.name).toBe("Lundi de Pentecôte");
  });

  it("finds the holiday of a day, and says how work on it is paid", () => {
    expect(publicHolidayOn("2027-05-01")).toEqual({ day: "2027-05-01", name: "Fête du Travail" });
    expect(publicHolidayOn("2027-05-02")).toBeUndefined();
    expect(holidayWork({ day: "2027-05-01", name: "Fête du Travail" })).toEqual({
      tag: "Férié · payé double",
      rule: "Fête du Travail, férié : travail payé double (Code du travail, art. L3133-6)",
    });
    expect(holidayWork({ day: "2026-12-25", name: "Noël" })).toEqual({
      tag: "Férié",
      rule: "Noël, férié : heures de jour férié, comptées à part sur la paie",
    });
  });

  it("tells a holiday from an ordinary day", () => {
    expect(isPublicHoliday(parseDay("2026-05-14"))).toBe(true);
    expect(isPublicHoliday(parseDay("2026-05-15"))).toBe(false);
    expect(isPublicHoliday(parseDay("2027-03-29"))).toBe(true);
  });
});

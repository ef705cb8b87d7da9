import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { siteAddressLine, siteNameKey } from "../../domain/sites";
import { parseWeeklyHours, siteActions, weeklyHoursInput, weeklyHoursText } from "./sites";

describe("weekly hours", () => {
  it("reads hours in quarter-hour steps, with a comma or a dot, as minutes", () => {
    expect(parseWeeklyHours("0")).toBe(0);
    expect(parseWeeklyHours("15")).toBe(900);
    expect(parseWeeklyHours(" 12,5 ")).toBe(750);
    expect(parseWeeklyHours("12.25")).toBe(735);
    expect(parseWeeklyHours("0,75")).toBe(45);
    expect(parseWeeklyHours("168")).toBe(10080);
  });

  it("refuses what is not a number of quarter hours between 0 and 168", () => {
    for (const text of ["", "abc", "-1", "168.25", "169", "12.1", "12.333", "1e2", "12h", "Infinity", "12,5,5"]) {
      expect(parseWeeklyHours(text), text).toBeNull();
    }
  });

  it("writes minutes back as the form's value, and for reading", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 672 }), (quarters) => {
        expect(parseWeeklyHours(weeklyHoursInput(quarters * 15))).toBe(quarters * 15);
      }),
    );
    expect(weeklyHoursInput(null)).toBe("");
    expect(weeklyHoursText(750)).toBe("12 h 30");
    expect(weeklyHoursText(900)).toBe("15 h");
    expect(weeklyHoursText(15)).toBe("0 h 15");
    expect(weeklyHoursText(null)).toBe("Non renseigné");
  });
});

describe("site helpers", () => {
  it("matches names trimmed and whatever the case", () => {
    expect(siteNameKey("  Tour MONTPARNASSE ")).toBe(siteNameKey("tour montparnasse"));
    expect(siteNameKey("Église")).toBe(siteNameKey("église"));
  });

  it("writes the address on one line", () => {
    expect(siteAddressLine({ address: "33 avenue du Maine", postalCode: "75015", city: "Paris" })).toBe(
      "33 avenue du Maine, 75015 Paris",
    );
  });

  it("archives an active site, re-activates an archived one, deletes only one without plannings", () => {
    expect(siteActions({ id: "s", name: "A", active: true, planningCount: 0 })).toEqual({
      toggle: "archive",
      deletable: true,
    });
    expect(siteActions({ id: "s", name: "A", active: false, planningCount: 3 })).toEqual({
      toggle: "reactivate",
      deletable: false,
    });
  });
});

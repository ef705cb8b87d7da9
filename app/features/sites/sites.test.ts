import { describe, expect, it } from "vitest";
import { siteAddressLine, siteNameKey } from "../../domain/sites";
import { siteActions, weeklyHoursText } from "./sites";

describe("weekly hours", () => {
  it("reads minutes as French hours", () => {
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

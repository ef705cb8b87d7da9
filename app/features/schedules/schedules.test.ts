import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { fillStatus, matchSite, periodText, placeText, spokenPeriodText, unassignedStaff } from "./schedules";

describe("site picker", () => {
  const sites = [
    { id: "s1", name: "Tour Montparnasse", address: "33 avenue du Maine", postalCode: "75015", city: "Paris" },
  ];

  it("links the exact name of an active site, trimmed and whatever the case; anything else stays free text", () => {
    expect(matchSite(sites, "  tour montparnasse ")?.id).toBe("s1");
    expect(matchSite(sites, "Tour Montparnasse 2")).toBeNull();
    expect(matchSite(sites, "")).toBeNull();
  });

  it("shows a site's name and address, else the location, else 'Non spécifié'", () => {
    expect(placeText({ site: sites[0] ?? null, location: "Tour Montparnasse" })).toBe(
      "Tour Montparnasse — 33 avenue du Maine, 75015 Paris",
    );
    expect(placeText({ site: null, location: " Bastille " })).toBe("Bastille");
    expect(placeText({ site: null, location: null })).toBe("Non spécifié");
  });
});

describe("period text", () => {
  it("reads one Paris day as 'de … à …', even when UTC crosses midnight", () => {
    expect(periodText("2026-03-23T08:00:00.000Z", "2026-03-23T16:30:00.000Z", PARIS)).toBe(
      "23/03/2026 de 09:00 à 17:30",
    );
    expect(periodText("2026-07-01T20:00:00.000Z", "2026-07-01T21:30:00.000Z", PARIS)).toBe(
      "01/07/2026 de 22:00 à 23:30",
    );
  });

  it("reads several days as 'Du … (…) au … (…)'", () => {
    expect(periodText("2026-10-24T20:00:00.000Z", "2026-10-25T05:00:00.000Z", PARIS)).toBe(
      "Du 24/10/2026 (22:00) au 25/10/2026 (06:00)",
    );
  });

  it.each([
    ["2026-11-27T03:00:00.000Z", "2026-11-27T06:00:00.000Z", "vendredi 27 novembre de 04:00 à 07:00"],
    [
      "2026-10-24T20:00:00.000Z",
      "2026-10-25T05:00:00.000Z",
      "du samedi 24 octobre à 22:00 au dimanche 25 octobre à 06:00",
    ],
  ])("says the weekday and the month for a phone at dawn: %s", (start, end, text) => {
    expect(spokenPeriodText(start, end, PARIS)).toBe(text);
  });

  it("shows raw values that are not dates", () => {
    expect(periodText("hier", "demain", PARIS)).toBe("Du hier (hier) au demain (demain)");
  });
});

describe("unassignedStaff", () => {
  const person = (id: string) => ({ id, firstName: id, lastName: "Martin", email: `${id}@example.fr` });

  it("keeps the staff the planning does not have, in their order", () => {
    const planning = { assignedUsers: [{ id: "b", firstName: "b", lastName: "Martin", assignmentId: "s1" }] };
    expect(unassignedStaff(planning, [person("c"), person("b"), person("a")]).map((p) => p.id)).toEqual(["c", "a"]);
  });

  it("keeps everyone for a planning with nobody", () => {
    expect(unassignedStaff({ assignedUsers: [] }, [person("a")])).toEqual([person("a")]);
  });
});

describe("whether a shift can still be filled", () => {
  const now = new Date("2026-11-27T05:00:00Z");
  const shift = (endTime: string, people: number) => ({ endTime, assignedUsers: Array(people).fill({}) });
  it.each([
    ["ended", shift("2026-11-27T05:00:00Z", 0), 1, "over"],
    ["waiting for a replacement", shift("2026-11-27T08:00:00Z", 1), 1, "open"],
    ["worked by nobody", shift("2026-11-27T08:00:00Z", 0), 0, "open"],
    ["worked and waiting for nobody", shift("2026-11-27T08:00:00Z", 1), 0, "filled"],
  ] as const)("%s → %s", (_, planning, waiting, status) => {
    expect(fillStatus(planning, waiting, now)).toBe(status);
  });
});

import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import {
  dayPlan,
  foldShifts,
  groupBySite,
  type HomeShiftRow,
  moreSitesText,
  newLeadsText,
  overlapText,
  shiftDayAndTime,
} from "./staff-home";

function row(id: string, extra: Partial<HomeShiftRow> = {}): HomeShiftRow {
  return {
    id,
    title: `Titre ${id}`,
    location: null,
    startTime: new Date("2026-03-03T05:00:00Z"),
    endTime: new Date("2026-03-03T07:00:00Z"),
    siteId: null,
    siteName: null,
    siteCity: null,
    firstName: null,
    lastName: null,
    ...extra,
  };
}

describe("foldShifts", () => {
  it("folds one row per assignee into one shift with its people sorted, and names its place", () => {
    const shifts = foldShifts([
      row("a", { siteId: "t", siteName: "Tour", siteCity: "Paris", firstName: "Zoé", lastName: "Lefèvre" }),
      row("a", { siteId: "t", siteName: "Tour", siteCity: "Paris", firstName: "Karim", lastName: "Benali" }),
      row("b", { location: "  Opéra " }),
      row("c"),
    ]);
    expect(shifts.map((shift) => [shift.id, shift.place, shift.city, shift.people])).toEqual([
      ["a", "Tour", "Paris", ["Karim Benali", "Zoé Lefèvre"]],
      ["b", "Opéra", null, []],
      ["c", "Sans localisation", null, []],
    ]);
  });
});

describe("groupBySite", () => {
  it("groups by site or place, by name with 'Sans localisation' last, each by start time", () => {
    const shifts = foldShifts([
      row("late", { siteId: "t", siteName: "Tour", startTime: new Date("2026-03-03T15:00:00Z") }),
      row("none"),
      row("early", { siteId: "t", siteName: "Tour", startTime: new Date("2026-03-03T04:00:00Z") }),
      row("opera", { location: "opéra" }),
      row("opera2", { location: "Opéra" }),
      row("bercy", { siteId: "b", siteName: "Bercy" }),
    ]);
    expect(groupBySite(shifts).map((group) => [group.place, group.shifts.map((shift) => shift.id)])).toEqual([
      ["Bercy", ["bercy"]],
      ["opéra", ["opera", "opera2"]],
      ["Tour", ["early", "late"]],
      ["Sans localisation", ["none"]],
    ]);
  });
});

describe("dayPlan", () => {
  it("lists the first sites in their order and counts the sites and shifts left out", () => {
    const shifts = foldShifts([
      row("a1", { siteId: "a", siteName: "Austerlitz" }),
      row("b1", { siteId: "b", siteName: "Bercy" }),
      row("c1", { siteId: "c", siteName: "Clichy" }),
      row("c2", { siteId: "c", siteName: "Clichy" }),
      row("none"),
    ]);
    const plan = dayPlan("2026-03-03", shifts, 2);
    expect(plan.sites.map((group) => group.place)).toEqual(["Austerlitz", "Bercy"]);
    expect(plan.more).toEqual({ sites: 2, shifts: 3 });
    expect(moreSitesText(plan.more)).toBe("Et 2 autres sites, 3 interventions.");
    expect(moreSitesText({ sites: 1, shifts: 1 })).toBe("Et 1 autre site, 1 intervention.");
    expect(dayPlan("2026-03-03", shifts).more).toEqual({ sites: 0, shifts: 0 });
  });
});

describe("texts", () => {
  it("says when, in Paris time, and which two shifts overlap", () => {
    const first = { id: "1", title: "Bureaux", startTime: "2026-03-03T05:00:00Z", endTime: "2026-03-03T07:00:00Z" };
    const second = { id: "2", title: "Vitres", startTime: "2026-03-03T06:00:00Z", endTime: "2026-03-03T08:00:00Z" };
    expect(shiftDayAndTime(first, PARIS)).toBe("mar. 3 mars, 06:00–08:00");
    expect(overlapText({ employee: "Karim Benali", first, second }, PARIS)).toBe(
      "Karim Benali : Bureaux (mar. 3 mars, 06:00–08:00) et Vitres (mar. 3 mars, 07:00–09:00) se chevauchent",
    );
  });

  it("counts new leads", () => {
    expect(newLeadsText(0)).toBe("Aucune nouvelle demande.");
    expect(newLeadsText(1)).toBe("1 nouvelle demande à traiter");
    expect(newLeadsText(4)).toBe("4 nouvelles demandes à traiter");
  });
});

import { describe, expect, it } from "vitest";
import { assigned, karim, planning, sofia, tour } from "../../../../tests/support/planning-fixtures";
import { PARIS } from "../../../lib/time";
import { gridDays } from "./grid-days";
import { plannedBySite, plannedWorkMinutes, siteHoursText } from "./site-hours";

describe("a site's planned hours", () => {
  const onTour = { site: tour, location: tour.name };

  it("counts a shift's length once per person on it, and once while nobody is on it", () => {
    const two = planning("a", "2026-03-23T05:00:00Z", "2026-03-23T07:30:00Z", {
      ...onTour,
      assignedUsers: [assigned(karim), assigned(sofia)],
    });
    expect(plannedWorkMinutes(two)).toBe(300);
    expect(plannedWorkMinutes({ ...two, assignedUsers: [] })).toBe(150);
  });

  it("leaves each shift's break out of its work", () => {
    const two = planning("a", "2026-03-23T05:00:00Z", "2026-03-23T07:30:00Z", {
      ...onTour,
      breakMinutes: 30,
      assignedUsers: [assigned(karim), assigned(sofia)],
    });
    expect(plannedWorkMinutes(two)).toBe(240);
  });

  it("adds up the shifts that start in the week, a night into next Monday included, last Sunday's night left out", () => {
    const days = gridDays("2026-03-23", "2026-03-23");
    const shifts = [
      planning("sunday-before", "2026-03-22T21:00:00Z", "2026-03-23T03:00:00Z", onTour),
      planning("monday", "2026-03-23T05:00:00Z", "2026-03-23T07:00:00Z", {
        ...onTour,
        assignedUsers: [assigned(karim)],
      }),
      planning("sunday-night", "2026-03-29T20:00:00Z", "2026-03-30T02:00:00Z", onTour),
      planning("elsewhere", "2026-03-24T05:00:00Z", "2026-03-24T07:00:00Z", { location: "Opéra" }),
    ];
    expect(plannedBySite(shifts, days, PARIS)).toEqual(new Map([["t", 480]]));
  });

  it("writes planned against contracted hours with the difference, or planned alone", () => {
    expect(siteHoursText(3900, 3000)).toBe("Prévu 65 h · Contrat 50 h · Écart +15 h");
    expect(siteHoursText(2850, 3000)).toBe("Prévu 47 h 30 · Contrat 50 h · Écart −2 h 30");
    expect(siteHoursText(720, null)).toBe("Prévu 12 h");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupSchedules, toPlannings } from "./grouping";
import type { ScheduleRow } from "./schedules";

function row(overrides: Partial<ScheduleRow> & { planningId: string }): ScheduleRow {
  return {
    title: "Bureaux",
    description: null,
    location: null,
    startTime: "2026-03-23T08:00:00.000Z",
    endTime: "2026-03-23T10:00:00.000Z",
    isAllDay: false,
    breakMinutes: 0,
    assignmentId: null,
    employeeId: null,
    firstName: null,
    lastName: null,
    ...overrides,
  };
}

describe("grouping", () => {
  it("folds assignments into plannings with their employees", () => {
    const plannings = toPlannings([
      row({ planningId: "p1", assignmentId: "a2", employeeId: "u2", firstName: "Zoé", lastName: "Martin" }),
      row({ planningId: "p1", assignmentId: "a1", employeeId: "u1", firstName: "Anne", lastName: "Durand" }),
      row({ planningId: "p2" }),
    ]);
    expect(plannings).toHaveLength(2);
    expect(plannings[0]?.assignedUsers).toEqual([
      { id: "u1", firstName: "Anne", lastName: "Durand", assignmentId: "a1" },
      { id: "u2", firstName: "Zoé", lastName: "Martin", assignmentId: "a2" },
    ]);
    expect(plannings[1]?.assignedUsers).toEqual([]);
  });

  it("groups by location, alphabetically, 'Sans localisation' last, each group by start time", () => {
    const groups = groupSchedules([
      row({ planningId: "late", location: "Opéra", startTime: "2026-03-24T08:00:00.000Z" }),
      row({ planningId: "none", location: null }),
      row({ planningId: "blank", location: "  " }),
      row({ planningId: "early", location: "Opéra", startTime: "2026-03-22T08:00:00.000Z" }),
      row({ planningId: "bastille", location: "Bastille" }),
    ]);
    expect(groups.map((group) => [group.label, group.plannings.map((planning) => planning.id)])).toEqual([
      ["Bastille", ["bastille"]],
      ["Opéra", ["early", "late"]],
      ["Sans localisation", ["none", "blank"]],
    ]);
  });

  it("groups by site first (by name, with its city), then free-text locations, 'Sans localisation' last", () => {
    const site = (id: string, name: string) => ({ id, name, address: "1 rue X", postalCode: "75001", city: "Paris" });
    const groups = groupSchedules([
      row({ planningId: "free", location: "Bastille" }),
      row({ planningId: "none", location: null }),
      row({ planningId: "zed", location: "Zénith", site: site("s2", "Zénith") }),
      row({ planningId: "tour", location: "Tour", site: site("s1", "Tour Montparnasse") }),
      row({ planningId: "alpha", location: "Arche", site: site("s3", "Arche") }),
    ]);
    expect(groups.map((group) => [group.label, group.city, group.plannings.map((p) => p.id)])).toEqual([
      ["Arche", "Paris", ["alpha"]],
      ["Tour Montparnasse", "Paris", ["tour"]],
      ["Zénith", "Paris", ["zed"]],
      ["Bastille", null, ["free"]],
      ["Sans localisation", null, ["none"]],
    ]);
  });

  it("keeps every planning exactly once, in start order inside its group", () => {
    const arbitraryRow = fc.record({
      planningId: fc.constantFrom("p1", "p2", "p3", "p4", "p5"),
      location: fc.constantFrom(null, "A", "B"),
      startTime: fc.constantFrom("2026-01-01T08:00:00.000Z", "2026-01-02T08:00:00.000Z", "2026-01-03T08:00:00.000Z"),
    });
    fc.assert(
      fc.property(fc.array(arbitraryRow, { maxLength: 30 }), (partials) => {
        // A planning has one set of fields: the first row of each id wins, as the database would answer.
        const fields = new Map<string, (typeof partials)[number]>();
        for (const partial of partials) if (!fields.has(partial.planningId)) fields.set(partial.planningId, partial);
        const rows = partials.map((partial) => row({ ...(fields.get(partial.planningId) ?? partial) }));
        const groups = groupSchedules(rows);
        const ids = groups.flatMap((group) => group.plannings.map((planning) => planning.id));
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set(partials.map((partial) => partial.planningId)));
        for (const group of groups) {
          const starts = group.plannings.map((planning) => planning.startTime);
          expect(starts).toEqual([...starts].sort());
        }
        const labels = groups.map((group) => group.label);
        if (labels.includes("Sans localisation")) expect(labels.at(-1)).toBe("Sans localisation");
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type BusySlot,
  findOverlaps,
  groupSchedules,
  mailtoUrl,
  matchSite,
  overlapLine,
  type Planning,
  periodText,
  placeText,
  type ScheduleRow,
  shareEmailSubject,
  shareText,
  toPlannings,
  unassignedStaff,
  whatsappUrl,
} from "./schedules";

function row(overrides: Partial<ScheduleRow> & { planningId: string }): ScheduleRow {
  return {
    title: "Bureaux",
    description: null,
    location: null,
    startTime: "2026-03-23T08:00:00.000Z",
    endTime: "2026-03-23T10:00:00.000Z",
    isAllDay: false,
    scheduleId: null,
    employeeId: null,
    firstName: null,
    lastName: null,
    ...overrides,
  };
}

describe("grouping", () => {
  it("folds assignments into plannings with their employees", () => {
    const plannings = toPlannings([
      row({ planningId: "p1", scheduleId: "a2", employeeId: "u2", firstName: "Zoé", lastName: "Martin" }),
      row({ planningId: "p1", scheduleId: "a1", employeeId: "u1", firstName: "Anne", lastName: "Durand" }),
      row({ planningId: "p2" }),
    ]);
    expect(plannings).toHaveLength(2);
    expect(plannings[0]?.assignedUsers).toEqual([
      { id: "u1", firstName: "Anne", lastName: "Durand", scheduleId: "a1" },
      { id: "u2", firstName: "Zoé", lastName: "Martin", scheduleId: "a2" },
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
    expect(periodText("2026-03-23T08:00:00.000Z", "2026-03-23T16:30:00.000Z")).toBe("23/03/2026 de 09:00 à 17:30");
    expect(periodText("2026-07-01T20:00:00.000Z", "2026-07-01T21:30:00.000Z")).toBe("01/07/2026 de 22:00 à 23:30");
  });

  it("reads several days as 'Du … (…) au … (…)'", () => {
    expect(periodText("2026-10-24T20:00:00.000Z", "2026-10-25T05:00:00.000Z")).toBe(
      "Du 24/10/2026 (22:00) au 25/10/2026 (06:00)",
    );
  });

  it("shows raw values that are not dates", () => {
    expect(periodText("hier", "demain")).toBe("Du hier (hier) au demain (demain)");
  });
});

const planning: Planning = {
  id: "p1",
  title: "Nettoyage bureaux",
  description: "Badge à l'accueil",
  location: "Tour Montparnasse",
  startTime: "2026-03-30T06:00:00.000Z",
  endTime: "2026-03-30T09:00:00.000Z",
  isAllDay: false,
  site: null,
  assignedUsers: [
    { id: "u1", firstName: "Anne", lastName: "Durand", scheduleId: "a1" },
    { id: "u2", firstName: "Karim", lastName: "Benali", scheduleId: "a2" },
  ],
};

describe("share text", () => {
  it("lists numbered plannings with names, place or 'Non spécifié', start, end, description and a footer", () => {
    const text = shareText(
      [planning, { ...planning, id: "p2", title: "Vitres", location: null, description: null, assignedUsers: [] }],
      new Date("2026-03-27T16:05:00.000Z"),
    );
    expect(text).toBe(
      [
        "PLANNING ÉQUIPE",
        "",
        "1. Nettoyage bureaux",
        "Employés : Anne Durand, Karim Benali",
        "Lieu : Tour Montparnasse",
        "Début : 30/03/2026 à 08:00",
        "Fin : 30/03/2026 à 11:00",
        "Description : Badge à l'accueil",
        "",
        "2. Vitres",
        "Employés : Aucun employé assigné",
        "Lieu : Non spécifié",
        "Début : 30/03/2026 à 08:00",
        "Fin : 30/03/2026 à 11:00",
        "",
        "Généré le 27/03/2026 à 17:05",
      ].join("\n"),
    );
  });

  it("builds the e-mail subject and the links with the text encoded", () => {
    expect(shareEmailSubject(new Date("2026-03-27T23:30:00.000Z"))).toBe("Planning équipe - 28/03/2026");
    expect(whatsappUrl("a & b\nc")).toBe("https://wa.me/?text=a%20%26%20b%0Ac");
    expect(mailtoUrl("Planning équipe - 28/03/2026", "x?y")).toBe(
      "mailto:?subject=Planning%20%C3%A9quipe%20-%2028%2F03%2F2026&body=x%3Fy",
    );
  });
});

describe("overlaps", () => {
  const slot = (overrides: Partial<BusySlot>): BusySlot => ({
    planningId: "p1",
    employeeId: "u1",
    employeeName: "Anne Durand",
    title: "Bureaux",
    location: null,
    startTime: "2026-03-23T08:00:00.000Z",
    endTime: "2026-03-23T10:00:00.000Z",
    ...overrides,
  });
  const at = (start: string, end: string, employeeIds = ["u1"], ignorePlanningId?: string) => ({
    start: new Date(start),
    end: new Date(end),
    employeeIds,
    ignorePlanningId,
  });

  it("finds a slot of the same employee that overlaps, not one that only touches", () => {
    const slots = [slot({})];
    expect(findOverlaps(at("2026-03-23T09:00:00Z", "2026-03-23T11:00:00Z"), slots)).toHaveLength(1);
    expect(findOverlaps(at("2026-03-23T07:00:00Z", "2026-03-23T12:00:00Z"), slots)).toHaveLength(1);
    expect(findOverlaps(at("2026-03-23T10:00:00Z", "2026-03-23T11:00:00Z"), slots)).toEqual([]);
    expect(findOverlaps(at("2026-03-23T06:00:00Z", "2026-03-23T08:00:00Z"), slots)).toEqual([]);
  });

  it("ignores other employees and the planning being edited", () => {
    const slots = [slot({})];
    expect(findOverlaps(at("2026-03-23T09:00:00Z", "2026-03-23T11:00:00Z", ["u2"]), slots)).toEqual([]);
    expect(findOverlaps(at("2026-03-23T09:00:00Z", "2026-03-23T11:00:00Z", ["u1"], "p1"), slots)).toEqual([]);
  });

  it("names the conflicting planning in Paris time", () => {
    expect(overlapLine(slot({ title: "Vitres" }))).toBe("Anne Durand : « Vitres » (23/03/2026 de 09:00 à 11:00)");
  });
});

describe("unassignedStaff", () => {
  const person = (id: string) => ({ id, firstName: id, lastName: "Martin", email: `${id}@example.fr` });

  it("keeps the staff the planning does not have, in their order", () => {
    const planning = { assignedUsers: [{ id: "b", firstName: "b", lastName: "Martin", scheduleId: "s1" }] };
    expect(unassignedStaff(planning, [person("c"), person("b"), person("a")]).map((p) => p.id)).toEqual(["c", "a"]);
  });

  it("keeps everyone for a planning with nobody", () => {
    expect(unassignedStaff({ assignedUsers: [] }, [person("a")])).toEqual([person("a")]);
  });
});

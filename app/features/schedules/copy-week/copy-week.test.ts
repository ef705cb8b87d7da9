import { describe, expect, it } from "vitest";
import { parisInstant as at } from "../../../../tests/support/wall-time";
import { PARIS, toDateTimeLocal } from "../../../lib/time";
import type { BusySlot } from "../overlaps";
import {
  CONFLICT_LINES_SHOWN,
  conflictLine,
  conflictLines,
  copiesSpan,
  copyCountText,
  copyDoneText,
  findCopyConflicts,
  planCopies,
  type SourcePlanning,
  shiftWallTime,
  targetMondays,
} from "./copy-week";

function source(start: string, end: string, employeeIds: string[] = ["karim"]): SourcePlanning {
  return {
    id: `p-${start}`,
    title: "Bureaux Montparnasse",
    description: "Badge à l'accueil",
    location: "Tour Montparnasse",
    siteId: "site-1",
    startTime: at(start),
    endTime: at(end),
    breakMinutes: 30,
    employeeIds,
  };
}

const paris = (date: Date) => toDateTimeLocal(date, PARIS);

describe("copying a week keeps Paris wall-clock times", () => {
  it("keeps 06:00 across the spring change (last Sunday of March)", () => {
    const [copy] = planCopies([source("2026-03-23T06:00", "2026-03-23T08:00")], "2026-03-23", ["2026-03-30"], PARIS);
    expect(copy && paris(copy.start)).toBe("2026-03-30T06:00");
    expect(copy && paris(copy.end)).toBe("2026-03-30T08:00");
    expect(copy?.breakMinutes).toBe(30);
    // One hour less than seven days of 24 hours: the clocks went forward.
    expect(copy?.start.toISOString()).toBe("2026-03-30T04:00:00.000Z");
    expect(at("2026-03-23T06:00").toISOString()).toBe("2026-03-23T05:00:00.000Z");
  });

  it("keeps 06:00 across the autumn change", () => {
    const [copy] = planCopies([source("2026-10-19T06:00", "2026-10-19T08:00")], "2026-10-19", ["2026-10-26"], PARIS);
    expect(copy?.start.toISOString()).toBe("2026-10-26T05:00:00.000Z");
    expect(copy && paris(copy.start)).toBe("2026-10-26T06:00");
  });

  it("keeps a night shift across midnight, the night of the change one hour shorter", () => {
    const [copy] = planCopies([source("2026-03-21T22:00", "2026-03-22T06:00")], "2026-03-16", ["2026-03-23"], PARIS);
    expect(copy && paris(copy.start)).toBe("2026-03-28T22:00");
    expect(copy && paris(copy.end)).toBe("2026-03-29T06:00");
    expect(copy && (copy.end.getTime() - copy.start.getTime()) / 3_600_000).toBe(7);
  });

  it("moves a time the spring change skips forward by the hour skipped", () => {
    expect(paris(shiftWallTime(at("2026-03-22T02:30"), 7, PARIS))).toBe("2026-03-29T03:30");
  });

  it("copies title, description, place and employees into every target week", () => {
    const sources = [
      source("2026-03-23T06:00", "2026-03-23T08:00", ["karim", "sofia"]),
      source("2026-03-25T18:00", "2026-03-25T20:00"),
    ];
    const copies = planCopies(sources, "2026-03-23", targetMondays("2026-03-23", { kind: "next", count: 3 }), PARIS);
    expect(copies).toHaveLength(6);
    expect(copies.map((copy) => paris(copy.start))).toEqual([
      "2026-03-30T06:00",
      "2026-04-01T18:00",
      "2026-04-06T06:00",
      "2026-04-08T18:00",
      "2026-04-13T06:00",
      "2026-04-15T18:00",
    ]);
    expect(copies[0]).toMatchObject({
      sourceId: "p-2026-03-23T06:00",
      title: "Bureaux Montparnasse",
      description: "Badge à l'accueil",
      location: "Tour Montparnasse",
      siteId: "site-1",
      employeeIds: ["karim", "sofia"],
    });
    expect(copiesSpan(copies)).toEqual({ start: at("2026-03-30T06:00"), end: at("2026-04-15T20:00") });
    expect(copiesSpan([])).toBeNull();
  });

  it("expands 'the N following weeks' and a chosen week into Mondays", () => {
    expect(targetMondays("2026-12-28", { kind: "next", count: 2 })).toEqual(["2027-01-04", "2027-01-11"]);
    expect(targetMondays("2026-12-28", { kind: "week", monday: "2027-03-01" })).toEqual(["2027-03-01"]);
    expect(targetMondays("2026-03-02", { kind: "next", count: 26 })).toHaveLength(26);
  });

  it("copies backwards as well, by calendar days", () => {
    const [copy] = planCopies([source("2026-04-06T06:00", "2026-04-06T08:00")], "2026-04-06", ["2026-03-23"], PARIS);
    expect(copy && paris(copy.start)).toBe("2026-03-23T06:00");
  });
});

function slot(employeeId: string, employeeName: string, start: string, end: string, planningId = "x"): BusySlot {
  return {
    planningId,
    employeeId,
    employeeName,
    title: "Bureaux",
    location: null,
    startTime: at(start).toISOString(),
    endTime: at(end).toISOString(),
  };
}

describe("conflicts of a copy", () => {
  const copies = planCopies(
    [source("2026-03-02T06:00", "2026-03-02T09:00", ["karim", "sofia"])],
    "2026-03-02",
    ["2026-03-09"],
    PARIS,
  );

  it("lists each employee's overlapping planning once, touching ends left out", () => {
    const slots = [
      slot("karim", "Karim Benali", "2026-03-09T06:00", "2026-03-09T09:00", "a"),
      slot("sofia", "Sofia Haddad", "2026-03-09T09:00", "2026-03-09T10:00", "b"),
      slot("sofia", "Sofia Haddad", "2026-03-09T05:00", "2026-03-09T06:30", "c"),
      slot("zoe", "Zoé Martin", "2026-03-09T06:00", "2026-03-09T09:00", "d"),
    ];
    expect(findCopyConflicts([...copies, ...copies], slots).map((conflict) => conflict.planningId)).toEqual(["c", "a"]);
  });

  it("words a conflict with the employee, the planning, its day and hours in Paris time", () => {
    expect(conflictLine(slot("karim", "Karim Benali", "2026-03-09T06:00", "2026-03-09T09:00"), PARIS)).toBe(
      "Karim Benali : déjà sur « Bureaux » le lundi 9 mars 06:00–09:00",
    );
    expect(conflictLine(slot("karim", "Karim Benali", "2026-03-09T22:00", "2026-03-10T06:00"), PARIS)).toBe(
      "Karim Benali : déjà sur « Bureaux » du lundi 9 mars 22:00 au mardi 10 mars 06:00",
    );
  });

  it("lists the first conflicts and counts the others", () => {
    const many = Array.from({ length: CONFLICT_LINES_SHOWN + 2 }, (_, index) =>
      slot(`e${index}`, `Employé ${index}`, "2026-03-09T06:00", "2026-03-09T09:00"),
    );
    const lines = conflictLines(many, PARIS);
    expect(lines).toHaveLength(CONFLICT_LINES_SHOWN + 1);
    expect(lines.at(-1)).toBe("Et 2 autres chevauchements.");
    expect(conflictLines(many.slice(0, CONFLICT_LINES_SHOWN + 1), PARIS).at(-1)).toBe("Et 1 autre chevauchement.");
  });

  it("says how many plannings the copy creates", () => {
    expect(copyCountText(1, 1)).toBe("1 planning sera créé.");
    expect(copyCountText(24, 3)).toBe("24 plannings seront créés sur 3 semaines.");
    expect(copyDoneText(12, ["2026-03-16"])).toBe("12 plannings ont été copiés vers la semaine du 16/03/2026.");
    expect(copyDoneText(1, ["2026-03-16"])).toBe("1 planning a été copié vers la semaine du 16/03/2026.");
    expect(copyDoneText(6, ["2026-03-16", "2026-03-23", "2026-03-30"])).toBe(
      "6 plannings ont été copiés sur les 3 semaines du 16/03/2026 au 05/04/2026.",
    );
  });
});

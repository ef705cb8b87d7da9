import { describe, expect, it } from "vitest";
import { parisInstant } from "../../../tests/support/wall-time";
import { shiftDay } from "../../lib/time";
import {
  type CurrentPlanning,
  changeLine,
  diffNotices,
  isUrgentChange,
  type NoticeChange,
  noticeLines,
  type ToldPlanning,
} from "./change-notices";

const zone = "Europe/Paris";

const wall = (local: string) => parisInstant(local).toISOString();
const now = new Date("2026-03-01T12:00:00Z");

function told(id: string, start: string, end: string, extra: Partial<ToldPlanning> = {}): ToldPlanning {
  return {
    planningId: id,
    start: new Date(start),
    end: new Date(end),
    title: "Bureaux",
    place: "Tour Montparnasse",
    description: null,
    sequence: 0,
    ...extra,
  };
}

function current(id: string, start: string, end: string, extra: Partial<CurrentPlanning> = {}): CurrentPlanning {
  const { sequence: _sequence, ...planning } = told(id, start, end);
  return { ...planning, accessInstructions: null, ...extra };
}

describe("diffNotices", () => {
  it("finds created, moved, changed and removed plannings, and leaves the unchanged and the past alone", () => {
    const before = [
      told("moved", "2026-03-09T05:00:00Z", "2026-03-09T07:00:00Z", { sequence: 2 }),
      told("renamed", "2026-03-11T05:00:00Z", "2026-03-11T07:00:00Z"),
      told("same", "2026-03-12T05:00:00Z", "2026-03-12T07:00:00Z", { sequence: 4 }),
      told("removed", "2026-03-13T05:00:00Z", "2026-03-13T07:00:00Z"),
      told("past-gone", "2026-02-20T05:00:00Z", "2026-02-20T07:00:00Z"),
    ];
    const after = [
      current("moved", "2026-03-10T06:00:00Z", "2026-03-10T08:00:00Z"),
      current("renamed", "2026-03-11T05:00:00Z", "2026-03-11T07:00:00Z", { title: "Bureaux, 2e étage" }),
      current("same", "2026-03-12T05:00:00Z", "2026-03-12T07:00:00Z"),
      current("new", "2026-03-14T05:00:00Z", "2026-03-14T07:00:00Z"),
      current("past-new", "2026-02-27T05:00:00Z", "2026-02-27T07:00:00Z"),
    ];
    const { changes, snapshot } = diffNotices(before, after, now);
    expect(
      changes.map((change) => [
        change.kind,
        change.kind === "removed" ? change.before.planningId : change.after.planningId,
        change.sequence,
      ]),
    ).toEqual([
      ["changed", "moved", 3],
      ["changed", "renamed", 1],
      ["removed", "removed", 1],
      ["created", "new", 0],
    ]);
    expect(snapshot.map((planning) => [planning.planningId, planning.sequence])).toEqual([
      ["moved", 3],
      ["renamed", 1],
      ["same", 4],
      ["new", 0],
    ]);
  });

  it("finds nothing when everything is as told", () => {
    const { changes } = diffNotices(
      [told("a", "2026-03-09T05:00:00Z", "2026-03-09T07:00:00Z")],
      [current("a", "2026-03-09T05:00:00Z", "2026-03-09T07:00:00Z")],
      now,
    );
    expect(changes).toEqual([]);
  });
});

describe("the mail's lines", () => {
  /** The mail's line for planning "a", told 06:00–08:00 on Monday 9 March at the Tour Montparnasse, as it is now. */
  function lineFor(planning: CurrentPlanning) {
    const [change] = diffNotices([told("a", "2026-03-09T05:00:00Z", "2026-03-09T07:00:00Z")], [planning], now).changes;
    if (!change) throw new Error("changement attendu");
    return changeLine(change, zone);
  }

  it("gives the old and new period and the place of a moved planning", () => {
    expect(lineFor(current("a", "2026-03-10T06:00:00Z", "2026-03-10T08:00:00Z"))).toBe(
      "Intervention modifiée « Bureaux » : lundi 9 mars 06:00–08:00 → mardi 10 mars 07:00–09:00, Tour Montparnasse",
    );
  });

  it("shows a change of place", () => {
    expect(lineFor(current("a", "2026-03-09T05:00:00Z", "2026-03-09T07:00:00Z", { place: "Opéra" }))).toBe(
      "Intervention modifiée « Bureaux » : lundi 9 mars 06:00–08:00, Tour Montparnasse → Opéra",
    );
  });

  it("sums up a series' occurrences and lists at most ten lines", () => {
    // 06:00–08:00 in Paris, across the change to summer time.
    const mondays = Array.from({ length: 26 }, (_, week) => {
      const day = shiftDay("2026-03-09", 7 * week);
      return current(`m${week}`, wall(`${day}T06:00`), wall(`${day}T08:00`));
    });
    const singles = Array.from({ length: 12 }, (_, index) =>
      current(
        `s${index}`,
        new Date(Date.UTC(2026, 2, 3, index)).toISOString(),
        new Date(Date.UTC(2026, 2, 3, index, 30)).toISOString(),
        { title: `Tâche ${index}` },
      ),
    );
    const lines = noticeLines(diffNotices([], [...mondays, ...singles], now).changes, zone);
    expect(lines).toHaveLength(11);
    expect(lines.at(-1)).toBe("et 3 autres modifications");
    const summary = noticeLines(diffNotices([], mondays, now).changes, zone);
    expect(summary).toEqual([
      "26 nouvelles interventions « Bureaux » du lundi 9 mars au lundi 31 août 2026, chaque lundi 06:00–08:00, Tour Montparnasse",
    ]);
  });
});

describe("isUrgentChange", () => {
  // 24 hours after `now` (12:00 UTC on 1 March) is 2 March, 12:00 UTC.
  const soon = ["2026-03-02T05:00:00Z", "2026-03-02T07:00:00Z"] as const;
  const later = ["2026-03-02T13:00:00Z", "2026-03-02T15:00:00Z"] as const;
  const created = (at: readonly [string, string]): NoticeChange => ({
    kind: "created",
    after: current("a", ...at),
    sequence: 0,
  });
  const moved = (from: readonly [string, string], to: readonly [string, string]): NoticeChange => ({
    kind: "changed",
    before: told("a", ...from),
    after: current("a", ...to),
    sequence: 1,
  });
  const removed = (at: readonly [string, string]): NoticeChange => ({
    kind: "removed",
    before: told("a", ...at),
    sequence: 1,
  });

  it("is urgent when the shift starts within 24 hours, as it is now or as the employee was told", () => {
    expect(isUrgentChange(created(soon), now)).toBe(true);
    expect(isUrgentChange(moved(later, soon), now)).toBe(true);
    expect(isUrgentChange(moved(soon, later), now)).toBe(true);
    expect(isUrgentChange(removed(soon), now)).toBe(true);
  });

  it("waits for the window when the shift starts later, before and after the change", () => {
    expect(isUrgentChange(created(later), now)).toBe(false);
    expect(isUrgentChange(moved(later, ["2026-03-03T05:00:00Z", "2026-03-03T07:00:00Z"]), now)).toBe(false);
    expect(isUrgentChange(removed(later), now)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import type { Occurrence } from "./recurrence";
import { planOccurrences, writtenCount } from "./series-plan";

const occurrence = (date: string): Occurrence => ({
  date,
  start: new Date(`${date}T05:00:00Z`),
  end: new Date(`${date}T07:00:00Z`),
});

describe("planOccurrences", () => {
  it("creates every occurrence of a new series", () => {
    const plan = planOccurrences([occurrence("2026-03-23"), occurrence("2026-03-25")], [], new Set());
    expect(plan.insert.map((item) => item.date)).toEqual(["2026-03-23", "2026-03-25"]);
    expect(plan.keep).toEqual([]);
    expect(plan.remove).toEqual([]);
  });

  it("keeps the plannings of dates the rule still gives, so that their ids (and calendar UIDs) stay", () => {
    const plan = planOccurrences(
      [occurrence("2026-03-23"), occurrence("2026-03-25")],
      [{ planningId: "a", date: "2026-03-23", detached: false }],
      new Set(),
    );
    expect(plan.keep).toEqual([{ planningId: "a", occurrence: occurrence("2026-03-23") }]);
    expect(plan.insert.map((item) => item.date)).toEqual(["2026-03-25"]);
  });

  it("removes the plannings of dates the rule no longer gives", () => {
    const plan = planOccurrences(
      [occurrence("2026-03-24")],
      [{ planningId: "monday", date: "2026-03-23", detached: false }],
      new Set(),
    );
    expect(plan.remove).toEqual(["monday"]);
    expect(plan.insert.map((item) => item.date)).toEqual(["2026-03-24"]);
  });

  it("never touches a detached occurrence, whether the rule still gives its date or not", () => {
    const plan = planOccurrences(
      [occurrence("2026-03-23")],
      [
        { planningId: "moved", date: "2026-03-23", detached: true },
        { planningId: "kept", date: "2026-03-20", detached: true },
      ],
      new Set(),
    );
    expect(plan).toEqual({ insert: [], keep: [], remove: [] });
  });

  it("does not create again an occurrence deleted alone", () => {
    const plan = planOccurrences([occurrence("2026-03-23"), occurrence("2026-03-25")], [], new Set(["2026-03-23"]));
    expect(plan.insert.map((item) => item.date)).toEqual(["2026-03-25"]);
    expect(writtenCount(plan)).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import type { Occurrence } from "./recurrence";
import { planOccurrences, withoutPublicHolidays, writtenCount } from "./series-plan";

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

describe("withoutPublicHolidays", () => {
  it("leaves out the occurrences whose day is a French public holiday, Easter's included", () => {
    const days = ["2026-04-06", "2026-04-07", "2026-05-01", "2026-05-14", "2026-07-13", "2026-07-14", "2026-12-25"];
    expect(withoutPublicHolidays(days.map(occurrence)).map((item) => item.date)).toEqual(["2026-04-07", "2026-07-13"]);
  });

  it("goes by the day an occurrence starts: a night into a public holiday stays", () => {
    const night = {
      date: "2026-07-13",
      start: new Date("2026-07-13T20:00:00Z"),
      end: new Date("2026-07-14T03:00:00Z"),
    };
    expect(withoutPublicHolidays([night])).toEqual([night]);
  });
});

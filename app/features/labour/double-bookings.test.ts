import { describe, expect, it } from "vitest";
import { doubleBookings } from "./double-bookings";
import { at, shift } from "./labour-test-fixtures";

// The week of Monday 2 March 2026, Paris.
const week = { start: at("2026-03-02T00:00"), end: at("2026-03-09T00:00") };
const pairs = (shifts: Parameters<typeof doubleBookings>[0]) =>
  doubleBookings(shifts, week).map(([first, second]) => `${first.id}+${second.id}`);

describe("doubleBookings", () => {
  it("pairs each shift with every later one it overlaps, once, the earlier first", () => {
    // d starts as a ends: touching, not overlapping.
    const tuesday = [
      shift("c", "2026-03-03T07:00", "09:00"),
      shift("a", "2026-03-03T05:00", "10:00"),
      shift("b", "2026-03-03T06:00", "08:00"),
      shift("d", "2026-03-03T10:00", "12:00"),
    ];
    expect(pairs(tuesday)).toEqual(["a+b", "a+c", "b+c"]);
  });

  it("keeps only the pairs whose two shifts meet the range", () => {
    const sunday = shift("sunday", "2026-03-01T20:00", "23:00");
    const night = shift("night", "2026-03-01T21:00", "05:00");
    const early = shift("early", "2026-03-02T04:00", "06:00");
    expect(pairs([sunday, night, early])).toEqual(["night+early"]);
    expect(pairs([])).toEqual([]);
  });
});

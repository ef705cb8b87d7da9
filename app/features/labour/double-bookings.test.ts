import { describe, expect, it } from "vitest";
import { doubleBookings } from "./double-bookings";

const shift = (id: string, start: string, end: string) => ({
  id,
  start: new Date(`2026-03-0${start}:00Z`),
  end: new Date(`2026-03-0${end}:00Z`),
});
const week = { start: new Date("2026-03-02T00:00:00Z"), end: new Date("2026-03-09T00:00:00Z") };
const ids = (pairs: [{ id: string }, { id: string }][]) => pairs.map(([first, second]) => `${first.id}+${second.id}`);

describe("doubleBookings", () => {
  it("pairs each shift with every later one it overlaps, once, the earlier first", () => {
    const shifts = [
      shift("c", "3T07:00", "3T09:00"),
      shift("a", "3T05:00", "3T10:00"),
      shift("b", "3T06:00", "3T08:00"),
      // Touches a's end: no overlap.
      shift("d", "3T10:00", "3T12:00"),
    ];
    expect(ids(doubleBookings(shifts, week))).toEqual(["a+b", "a+c", "b+c"]);
  });

  it("keeps only the pairs whose two shifts meet the range", () => {
    const shifts = [
      // Sunday night into Monday 2 March, and a Sunday shift before the week.
      shift("night", "1T21:00", "2T05:00"),
      shift("sunday", "1T20:00", "1T23:00"),
      shift("early", "2T04:00", "2T06:00"),
    ];
    expect(ids(doubleBookings(shifts, week))).toEqual(["night+early"]);
    expect(doubleBookings([], week)).toEqual([]);
  });
});

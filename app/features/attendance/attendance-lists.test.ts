import { describe, expect, it } from "vitest";
import { departureMissing, lateOrNotPunched, type WatchedShift } from "./attendance-lists";

const at = (time: string) => new Date(`2026-03-03T${time}:00Z`);
const shift = (name: string, start: string, end: string, punches: Partial<WatchedShift> = {}): WatchedShift => ({
  planningId: name,
  employeeId: name,
  name,
  title: "Hall",
  site: "Tour",
  start: at(start),
  end: at(end),
  arrivedAt: null,
  leftAt: null,
  ...punches,
});

describe("lateOrNotPunched", () => {
  it("lists a shift with no arrival once the tolerance has passed, and an arrival later than it, in minutes", () => {
    const shifts = [
      shift("awa", "05:00", "07:00"),
      shift("omar", "05:00", "07:00", { arrivedAt: at("05:05") }),
      shift("lucia", "05:00", "07:00", { arrivedAt: at("05:12") }),
      shift("karim", "05:02", "07:00"),
      shift("nadia", "04:00", "06:00"),
    ];
    expect(lateOrNotPunched(shifts, at("05:06"), 5).map(({ name, late }) => [name, late])).toEqual([
      ["nadia", null],
      ["awa", null],
      ["lucia", 12],
    ]);
  });
});

describe("departureMissing", () => {
  it("lists who arrived and has not left 30 minutes after the end, not before, and not who never arrived", () => {
    const shifts = [
      shift("awa", "05:00", "07:00", { arrivedAt: at("05:00") }),
      shift("omar", "05:00", "07:00", { arrivedAt: at("05:00"), leftAt: at("07:01") }),
      shift("lucia", "05:00", "07:00"),
      shift("karim", "05:00", "07:01", { arrivedAt: at("05:00") }),
    ];
    expect(departureMissing(shifts, at("07:30")).map((s) => s.name)).toEqual(["awa"]);
  });
});

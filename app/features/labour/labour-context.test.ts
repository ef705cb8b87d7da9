import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { breakSpan, breaksWithin, buildLabourContext, type ShiftTimes, workedMinutes } from "./labour-context";
import { at, shift } from "./labour-test-fixtures";

const context = (...shifts: ShiftTimes[]) => buildLabourContext({ contracts: [], shifts, absences: [] }, PARIS);

describe("breaks", () => {
  it("sit in the middle of the shift, on whole minutes", () => {
    const start = at("2026-03-30T22:00").getTime();
    const end = at("2026-03-31T05:00").getTime();
    expect(breakSpan(start, end, 30)).toEqual({
      start: at("2026-03-31T01:15").getTime(),
      end: at("2026-03-31T01:45").getTime(),
    });
    // 7 h less 25 minutes cannot be halved in whole minutes: the first half is the shorter.
    expect(breakSpan(start, end, 25)?.start).toBe(at("2026-03-31T01:17").getTime());
    expect(breakSpan(start, end, 0)).toBeNull();
    expect(breakSpan(start, end, 420)).toBeNull();
  });

  it("keep the period whole and leave its minutes out, on the days they fall", () => {
    const { blocks, minutesByDay } = context({ ...shift("a", "2026-03-30T20:00", "04:00"), breakMinutes: 60 });
    const [block] = blocks;
    expect(blocks).toHaveLength(1);
    expect(block && workedMinutes(block)).toBe(420);
    expect(block && breaksWithin(block)).toEqual([
      { start: at("2026-03-30T23:30").getTime(), end: at("2026-03-31T00:30").getTime() },
    ]);
    expect([...minutesByDay.values()]).toEqual([210, 210]);
  });

  it("are worked when another shift of the period covers them", () => {
    const { blocks } = context(
      { ...shift("a", "2026-03-30T08:00", "12:00"), breakMinutes: 30 },
      shift("b", "2026-03-30T09:00", "11:00"),
    );
    expect(blocks.map((block) => [workedMinutes(block), breaksWithin(block)])).toEqual([[240, []]]);
  });
});

import { describe, expect, it } from "vitest";
import { matchShift, phonePunchTime, repeatsLast } from "./punch-match";

const shift = (planningId: string, start: string, end: string, arrived = false) => ({
  planningId,
  title: planningId,
  start: new Date(start),
  end: new Date(end),
  arrived,
});
// Tuesday 3 March 2026: 06:00–08:00 and 10:00–12:00 in Paris (UTC+1).
const morning = shift("morning", "2026-03-03T05:00:00Z", "2026-03-03T07:00:00Z");
const late = shift("late", "2026-03-03T09:00:00Z", "2026-03-03T11:00:00Z");
const at = (iso: string) => new Date(iso);

describe("matchShift", () => {
  it("gives an arrival to the shift under way rather than to one starting within the hour, and never twice", () => {
    const soon = shift("soon", "2026-03-03T07:30:00Z", "2026-03-03T09:00:00Z");
    const longMorning = shift("long", "2026-03-03T05:00:00Z", "2026-03-03T08:00:00Z");
    expect(matchShift([longMorning, soon], "in", at("2026-03-03T06:45:00Z"))?.planningId).toBe("long");
    const arrived = { ...longMorning, arrived: true };
    expect(matchShift([arrived, soon], "in", at("2026-03-03T07:25:00Z"))?.planningId).toBe("soon");
    expect(matchShift([arrived], "in", at("2026-03-03T06:45:00Z"))).toBeNull();
  });

  it("gives an arrival to the shift under way or starting within the hour, the nearest start first", () => {
    expect(matchShift([morning, late], "in", at("2026-03-03T04:00:00Z"))?.planningId).toBe("morning");
    expect(matchShift([morning, late], "in", at("2026-03-03T03:59:00Z"))).toBeNull();
    expect(matchShift([morning, late], "in", at("2026-03-03T06:50:00Z"))?.planningId).toBe("morning");
    expect(matchShift([morning, late], "in", at("2026-03-03T08:30:00Z"))?.planningId).toBe("late");
    expect(matchShift([morning, late], "in", at("2026-03-03T11:00:00Z"))).toBeNull();
  });

  it("gives a departure to the shift under way or ended within two hours, the nearest end first", () => {
    expect(matchShift([morning, late], "out", at("2026-03-03T07:05:00Z"))?.planningId).toBe("morning");
    expect(matchShift([morning, late], "out", at("2026-03-03T09:00:00Z"))?.planningId).toBe("morning");
    expect(matchShift([morning, late], "out", at("2026-03-03T10:00:00Z"))?.planningId).toBe("late");
    expect(matchShift([morning], "out", at("2026-03-03T09:01:00Z"))).toBeNull();
    expect(matchShift([morning], "out", at("2026-03-03T05:00:00Z"))).toBeNull();
  });
});

describe("repeatsLast", () => {
  const first = { kind: "in" as const, siteId: "s", at: at("2026-03-03T05:00:00Z") };
  it("takes a second tap of the same button at the same site within two minutes for the same punch", () => {
    expect(repeatsLast(first, { ...first, at: at("2026-03-03T05:01:59Z") })).toBe(true);
    expect(repeatsLast(first, { ...first, at: at("2026-03-03T05:02:00Z") })).toBe(false);
    expect(repeatsLast(first, { ...first, kind: "out", at: at("2026-03-03T05:01:00Z") })).toBe(false);
    expect(repeatsLast(first, { ...first, siteId: "t", at: at("2026-03-03T05:01:00Z") })).toBe(false);
    expect(repeatsLast(null, first)).toBe(false);
  });
});

describe("phonePunchTime", () => {
  const now = new Date("2026-11-27T09:00:00Z");
  const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it("keeps the phone's time, unflagged, when it is within the tolerance of the server's", () => {
    expect(phonePunchTime(minutesBefore(5), now, 5)).toEqual({ at: minutesBefore(5), flags: [] });
  });

  it("flags a punch sent later than the tolerance, and keeps the phone's time", () => {
    expect(phonePunchTime(minutesBefore(6), now, 5)).toEqual({ at: minutesBefore(6), flags: ["phone-gap"] });
  });

  it("flags a punch sent more than 48 hours after it was made a second time", () => {
    expect(phonePunchTime(minutesBefore(48 * 60), now, 5).flags).toEqual(["phone-gap"]);
    expect(phonePunchTime(minutesBefore(48 * 60 + 1), now, 5).flags).toEqual(["phone-gap", "phone-stale"]);
  });

  it("never dates a punch after the server's time: a phone clock ahead is flagged and the server's time kept", () => {
    expect(phonePunchTime(minutesBefore(-30), now, 5)).toEqual({ at: now, flags: ["phone-gap"] });
    expect(phonePunchTime(minutesBefore(-2), now, 5)).toEqual({ at: now, flags: [] });
  });
});

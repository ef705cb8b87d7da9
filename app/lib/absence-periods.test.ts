import { describe, expect, it } from "vitest";
import { absenceCovers, absenceSpan, absencesOverlap, absentShareOf } from "./absence-periods";
import { PARIS, parseDay } from "./time";

const whole = (startsOn: string, endsOn: string) => ({ startsOn, endsOn, halfDay: null });
const half = (day: string, halfDay: "morning" | "afternoon") => ({ startsOn: day, endsOn: day, halfDay });
const at = (iso: string) => Date.parse(iso);

describe("absenceSpan", () => {
  it("runs from the first day's local midnight to the end of the last day, across a clock change", () => {
    expect(absenceSpan(whole("2026-10-24", "2026-10-25"), PARIS)).toEqual({
      start: at("2026-10-23T22:00:00Z"),
      end: at("2026-10-25T23:00:00Z"),
    });
  });

  it("splits a half day at local noon", () => {
    expect(absenceSpan(half("2026-12-22", "morning"), PARIS)).toEqual({
      start: at("2026-12-21T23:00:00Z"),
      end: at("2026-12-22T11:00:00Z"),
    });
    expect(absenceSpan(half("2026-12-22", "afternoon"), "America/Cayenne")).toEqual({
      start: at("2026-12-22T15:00:00Z"),
      end: at("2026-12-23T03:00:00Z"),
    });
  });
});

describe("absenceCovers", () => {
  const leave = whole("2026-12-21", "2026-12-27");

  it("takes the shifts that meet its days, a night shift into its first day included", () => {
    expect(absenceCovers(leave, at("2026-12-20T21:00:00Z"), at("2026-12-21T05:00:00Z"), PARIS)).toBe(true);
    expect(absenceCovers(leave, at("2026-12-20T15:00:00Z"), at("2026-12-20T22:00:00Z"), PARIS)).toBe(false);
    expect(absenceCovers(leave, at("2026-12-27T22:59:00Z"), at("2026-12-28T02:00:00Z"), PARIS)).toBe(true);
    expect(absenceCovers(leave, at("2026-12-27T23:00:00Z"), at("2026-12-28T02:00:00Z"), PARIS)).toBe(false);
  });

  it("takes a morning shift off a morning, not an afternoon one", () => {
    const morning = half("2026-12-22", "morning");
    expect(absenceCovers(morning, at("2026-12-22T05:00:00Z"), at("2026-12-22T08:00:00Z"), PARIS)).toBe(true);
    expect(absenceCovers(morning, at("2026-12-22T13:00:00Z"), at("2026-12-22T16:00:00Z"), PARIS)).toBe(false);
  });
});

describe("absencesOverlap", () => {
  it("refuses a shared day, allows a morning and an afternoon of the same day", () => {
    expect(absencesOverlap(whole("2026-12-21", "2026-12-23"), whole("2026-12-23", "2026-12-24"))).toBe(true);
    expect(absencesOverlap(whole("2026-12-21", "2026-12-23"), whole("2026-12-24", "2026-12-24"))).toBe(false);
    expect(absencesOverlap(half("2026-12-22", "morning"), half("2026-12-22", "afternoon"))).toBe(false);
    expect(absencesOverlap(half("2026-12-22", "morning"), whole("2026-12-22", "2026-12-22"))).toBe(true);
    expect(absencesOverlap(half("2026-12-22", "afternoon"), whole("2026-12-22", "2026-12-25"))).toBe(true);
  });
});

describe("absentShareOf", () => {
  it("is a whole day inside the absence, half for a half day, nothing outside", () => {
    expect(absentShareOf(whole("2026-12-21", "2026-12-27"), parseDay("2026-12-27"))).toBe(1);
    expect(absentShareOf(whole("2026-12-21", "2026-12-27"), parseDay("2026-12-28"))).toBe(0);
    expect(absentShareOf(half("2026-12-22", "afternoon"), parseDay("2026-12-22"))).toBe(0.5);
  });
});

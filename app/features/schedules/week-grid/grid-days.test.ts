import { describe, expect, it } from "vitest";
import { PARIS } from "../../../lib/time";
import { gridDays, placeShift } from "./grid-days";

// The week of the spring change (Sunday 29 March 2026) and the Monday after it.
const MONDAY = "2026-03-23";
const days = gridDays(MONDAY, "2026-03-25");

describe("days of the week", () => {
  it("names Monday to Sunday in French and marks today", () => {
    expect(days.map((day) => `${day.weekday} ${day.dayMonth}`)).toEqual([
      "lundi 23 mars",
      "mardi 24 mars",
      "mercredi 25 mars",
      "jeudi 26 mars",
      "vendredi 27 mars",
      "samedi 28 mars",
      "dimanche 29 mars",
    ]);
    expect(days.filter((day) => day.isToday).map((day) => day.date)).toEqual(["2026-03-25"]);
  });

  it("marks the public holidays with their names and how work on them is paid", () => {
    expect(days.every((day) => day.holiday === null)).toBe(true);
    const christmas = gridDays("2028-12-25", "");
    expect(christmas[0]?.holiday).toEqual({
      name: "Noël",
      tag: "Férié",
      rule: "Noël, férié : heures de jour férié, comptées à part sur la paie",
    });
    expect(christmas.slice(1).map((day) => day.holiday)).toEqual([null, null, null, null, null, null]);
  });
});

describe("a shift's place in the week", () => {
  it("keeps 06:00 Paris in its day's column on both sides of the spring change", () => {
    // Friday 27 March, 06:00 Paris is 05:00 UTC (+01:00); Monday 30 March, 06:00 Paris is 04:00 UTC (+02:00).
    expect(placeShift({ startTime: "2026-03-27T05:00:00Z", endTime: "2026-03-27T07:00:00Z" }, days, PARIS)).toEqual({
      column: 4,
      time: "06:00–08:00",
      fromPreviousWeek: false,
      endsOn: null,
    });
    const next = gridDays("2026-03-30", "2026-03-25");
    expect(
      placeShift({ startTime: "2026-03-30T04:00:00Z", endTime: "2026-03-30T06:00:00Z" }, next, PARIS),
    ).toMatchObject({
      column: 0,
      time: "06:00–08:00",
    });
    // Sunday of the change: 01:00–04:00 Paris lasts two hours.
    expect(
      placeShift({ startTime: "2026-03-29T00:00:00Z", endTime: "2026-03-29T02:00:00Z" }, days, PARIS),
    ).toMatchObject({
      column: 6,
      time: "01:00–04:00",
    });
  });

  it("shows a night shift on the day it starts, marked as ending the next day", () => {
    expect(placeShift({ startTime: "2026-03-24T21:00:00Z", endTime: "2026-03-25T04:00:00Z" }, days, PARIS)).toEqual({
      column: 1,
      time: "22:00–05:00",
      fromPreviousWeek: false,
      endsOn: "lendemain",
    });
    // Ending at midnight is still the same day.
    expect(
      placeShift({ startTime: "2026-03-24T19:00:00Z", endTime: "2026-03-24T23:00:00Z" }, days, PARIS)?.endsOn,
    ).toBeNull();
  });

  it("shows a shift begun the Sunday before on Monday, and leaves out what does not meet the week", () => {
    expect(
      placeShift({ startTime: "2026-03-22T21:00:00Z", endTime: "2026-03-23T05:00:00Z" }, days, PARIS),
    ).toMatchObject({
      column: 0,
      fromPreviousWeek: true,
    });
    expect(placeShift({ startTime: "2026-03-22T20:00:00Z", endTime: "2026-03-22T23:00:00Z" }, days, PARIS)).toBeNull();
    expect(placeShift({ startTime: "2026-03-29T22:00:00Z", endTime: "2026-03-30T02:00:00Z" }, days, PARIS)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { PARIS } from "./time";
import { slotMeets, slotText, type UnavailableSlot } from "./unavailable-slots";

const weekly: UnavailableSlot = {
  weekday: 1,
  onDate: null,
  fromTime: "06:00",
  toTime: "09:00",
  validFrom: "2027-01-04",
  validUntil: null,
};
const at = (iso: string) => new Date(iso);

describe("slotMeets", () => {
  it("meets a Tuesday shift crossing its hours, in Paris time, and no other day's", () => {
    // Tuesday 12 January 2027, 07:00–10:00 in Paris (UTC+1).
    expect(slotMeets(weekly, at("2027-01-12T06:00:00Z"), at("2027-01-12T09:00:00Z"), PARIS)).toBe(true);
    expect(slotMeets(weekly, at("2027-01-12T08:00:00Z"), at("2027-01-12T10:00:00Z"), PARIS)).toBe(false);
    expect(slotMeets(weekly, at("2027-01-13T06:00:00Z"), at("2027-01-13T09:00:00Z"), PARIS)).toBe(false);
  });

  it("holds from its first day, and keeps the local hours across the clock change", () => {
    expect(slotMeets(weekly, at("2026-12-29T06:00:00Z"), at("2026-12-29T07:00:00Z"), PARIS)).toBe(false);
    // Tuesday 30 March 2027, summer time: 06:00–09:00 in Paris is 04:00–07:00 UTC.
    expect(slotMeets(weekly, at("2027-03-30T04:30:00Z"), at("2027-03-30T05:00:00Z"), PARIS)).toBe(true);
    expect(slotMeets(weekly, at("2027-03-30T07:00:00Z"), at("2027-03-30T08:00:00Z"), PARIS)).toBe(false);
  });

  it("takes a dated slot without hours as the whole day, and a night shift touching it", () => {
    const day = { ...weekly, weekday: null, onDate: "2027-02-10", fromTime: null, toTime: null };
    expect(slotMeets(day, at("2027-02-09T21:00:00Z"), at("2027-02-09T23:30:00Z"), PARIS)).toBe(true);
    expect(slotMeets(day, at("2027-02-09T20:00:00Z"), at("2027-02-09T22:00:00Z"), PARIS)).toBe(false);
  });
});

describe("slotText", () => {
  it("names the day and the hours", () => {
    expect(slotText(weekly)).toBe("chaque mardi à partir du 04/01/2027 de 06:00 à 09:00");
    expect(slotText({ ...weekly, weekday: null, onDate: "2027-02-10", fromTime: null, toTime: null })).toBe(
      "le 10/02/2027, toute la journée",
    );
  });
});

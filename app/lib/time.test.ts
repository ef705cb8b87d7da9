import { describe, expect, it } from "vitest";
import { parisInstant } from "../../tests/support/wall-time";
import {
  formatDateTime,
  frenchDay,
  NONEXISTENT_TIME_MESSAGE,
  shiftDay,
  shiftWeek,
  toDateTimeLocal,
  todayIn,
  wallTimeToInstant,
  weekOf,
} from "./time";

const instant = (value: string) => parisInstant(value).toISOString();

describe("Paris wall time", () => {
  it("runs in a zone other than Paris", () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("America/New_York");
  });

  it("reads winter and summer times with their own offsets", () => {
    expect(instant("2026-01-15T09:30")).toBe("2026-01-15T08:30:00.000Z");
    expect(instant("2026-07-15T09:30")).toBe("2026-07-15T07:30:00.000Z");
  });

  it.each([
    ["2026-03-29T02:00"],
    ["2026-03-29T02:30"],
    ["2026-03-29T02:59"],
    ["2027-03-28T02:00"],
    ["2027-03-28T02:45"],
  ])("refuses %s, skipped by the spring change", (value) => {
    expect(wallTimeToInstant(value)).toEqual({ ok: false, message: NONEXISTENT_TIME_MESSAGE });
  });

  // The minutes around the spring changes of 2026 and 2027, and the times repeated by the autumn changes (their
  // first occurrence is taken).
  it.each(
    Object.entries({
      "2026-03-29T01:59": "2026-03-29T00:59:00.000Z",
      "2026-03-29T03:00": "2026-03-29T01:00:00.000Z",
      "2027-03-28T01:59": "2027-03-28T00:59:00.000Z",
      "2027-03-28T03:00": "2027-03-28T01:00:00.000Z",
      "2026-10-25T02:30": "2026-10-25T00:30:00.000Z",
      "2026-10-25T03:00": "2026-10-25T02:00:00.000Z",
      "2026-10-25T01:59": "2026-10-24T23:59:00.000Z",
      "2027-10-31T02:00": "2027-10-31T00:00:00.000Z",
      "2027-10-31T02:59": "2027-10-31T00:59:00.000Z",
      "2027-10-31T03:00": "2027-10-31T02:00:00.000Z",
    }),
  )("reads %s, next to a clock change, as %s", (wallTime, expected) => {
    expect(instant(wallTime)).toBe(expected);
  });

  it("refuses values that are not dates", () => {
    for (const value of ["", "2026-02-30T10:00", "2026-01-01T24:00", "2026-01-01 10:00", "demain"]) {
      expect(wallTimeToInstant(value).ok).toBe(false);
    }
  });

  it("keeps only the 16 characters of a datetime-local value", () => {
    expect(instant("2026-01-15T09:30:45")).toBe("2026-01-15T08:30:00.000Z");
  });
});

describe("display in Paris time", () => {
  it("formats dd/MM/yyyy à HH:mm on both sides of each change", () => {
    expect(formatDateTime(new Date("2026-03-29T00:59:00Z"))).toBe("29/03/2026 à 01:59");
    expect(formatDateTime(new Date("2026-03-29T01:00:00Z"))).toBe("29/03/2026 à 03:00");
    expect(formatDateTime(new Date("2026-10-25T00:30:00Z"))).toBe("25/10/2026 à 02:30");
    expect(formatDateTime(new Date("2026-10-25T01:30:00Z"))).toBe("25/10/2026 à 02:30");
    expect(formatDateTime(new Date("2027-03-28T01:00:00Z"))).toBe("28/03/2027 à 03:00");
    expect(formatDateTime("2027-10-31T02:00:00.000Z")).toBe("31/10/2027 à 03:00");
  });

  it("shows the raw value when it is not a date", () => {
    expect(formatDateTime("n'importe quoi")).toBe("n'importe quoi");
  });

  it("round-trips datetime-local values", () => {
    for (const value of ["2026-03-29T03:00", "2026-10-25T02:30", "2027-03-28T01:59", "2027-10-31T23:59"]) {
      expect(toDateTimeLocal(instant(value))).toBe(value);
    }
  });
});

describe("weeks", () => {
  it("runs from Paris Monday midnight to the next, across the spring and autumn changes", () => {
    expect(weekOf("2026-03-26")).toEqual({
      monday: "2026-03-23",
      start: new Date("2026-03-22T23:00:00Z"),
      end: new Date("2026-03-29T22:00:00Z"),
    });
    expect(weekOf("2027-11-01")).toEqual({
      monday: "2027-11-01",
      start: new Date("2027-10-31T23:00:00Z"),
      end: new Date("2027-11-07T23:00:00Z"),
    });
    expect(weekOf("2026-10-25")?.monday).toBe("2026-10-19");
    expect(weekOf("pas une date")).toBeNull();
  });

  it("shifts by whole weeks and knows Paris's today", () => {
    expect(shiftWeek("2026-03-23", 1)).toBe("2026-03-30");
    expect(shiftWeek("2026-11-02", -1)).toBe("2026-10-26");
    expect(shiftDay("2026-03-23", 6)).toBe("2026-03-29");
    expect(frenchDay("2026-03-29")).toBe("29/03/2026");
    expect(todayIn("Europe/Paris", new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
  });
});

import { describe, expect, it } from "vitest";
import { parisInstant } from "../../tests/support/wall-time";
import {
  dayOfInstant,
  dayStart,
  dayText,
  formatDateTime,
  formatInZone,
  frenchDay,
  HOUR,
  mondayOf,
  monthDays,
  NONEXISTENT_TIME_MESSAGE,
  nonexistentTimeMessage,
  PARIS,
  parseDay,
  readWallClock,
  shiftDay,
  shiftWeek,
  toDateTimeLocal,
  todayIn,
  wallInstant,
  wallTimeToInstant,
  weekdayOf,
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
    expect(wallTimeToInstant(value, PARIS)).toEqual({ ok: false, message: NONEXISTENT_TIME_MESSAGE });
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
      expect(wallTimeToInstant(value, PARIS).ok).toBe(false);
    }
  });

  it("keeps only the 16 characters of a datetime-local value", () => {
    expect(instant("2026-01-15T09:30:45")).toBe("2026-01-15T08:30:00.000Z");
  });
});

describe("display in Paris time", () => {
  it("formats dd/MM/yyyy à HH:mm on both sides of each change", () => {
    expect(formatDateTime(new Date("2026-03-29T00:59:00Z"), PARIS)).toBe("29/03/2026 à 01:59");
    expect(formatDateTime(new Date("2026-03-29T01:00:00Z"), PARIS)).toBe("29/03/2026 à 03:00");
    expect(formatDateTime(new Date("2026-10-25T00:30:00Z"), PARIS)).toBe("25/10/2026 à 02:30");
    expect(formatDateTime(new Date("2026-10-25T01:30:00Z"), PARIS)).toBe("25/10/2026 à 02:30");
    expect(formatDateTime(new Date("2027-03-28T01:00:00Z"), PARIS)).toBe("28/03/2027 à 03:00");
    expect(formatDateTime("2027-10-31T02:00:00.000Z", PARIS)).toBe("31/10/2027 à 03:00");
  });

  it("writes the first of a month in words as « 1er », in the zone's own calendar", () => {
    expect(formatInZone("2026-12-01T08:00:00Z", "EEEE d MMMM 'à' HH:mm", PARIS)).toBe("mardi 1er décembre à 09:00");
    expect(formatInZone("2026-11-30T23:30:00Z", "EEE d MMM yyyy", PARIS)).toBe("mar. 1er déc. 2026");
    expect(formatInZone("2026-11-30T23:30:00Z", "EEEE d MMMM", "America/New_York")).toBe("lundi 30 novembre");
    expect(formatInZone("2026-12-02T08:00:00Z", "EEEE d MMMM", PARIS)).toBe("mercredi 2 décembre");
    expect(formatInZone("2026-12-01T08:00:00Z", "dd/MM/yyyy 'le d MMMM'", PARIS)).toBe("01/12/2026 le d MMMM");
  });

  it("shows the raw value when it is not a date", () => {
    expect(formatDateTime("n'importe quoi", PARIS)).toBe("n'importe quoi");
  });

  it("round-trips datetime-local values", () => {
    for (const value of ["2026-03-29T03:00", "2026-10-25T02:30", "2027-03-28T01:59", "2027-10-31T23:59"]) {
      expect(toDateTimeLocal(instant(value), PARIS)).toBe(value);
    }
  });
});

describe("weeks", () => {
  it("runs from Paris Monday midnight to the next, across the spring and autumn changes", () => {
    expect(weekOf("2026-03-26", PARIS)).toEqual({
      monday: "2026-03-23",
      start: new Date("2026-03-22T23:00:00Z"),
      end: new Date("2026-03-29T22:00:00Z"),
    });
    expect(weekOf("2027-11-01", PARIS)).toEqual({
      monday: "2027-11-01",
      start: new Date("2027-10-31T23:00:00Z"),
      end: new Date("2027-11-07T23:00:00Z"),
    });
    expect(weekOf("2026-10-25", PARIS)?.monday).toBe("2026-10-19");
    expect(weekOf("pas une date", PARIS)).toBeNull();
  });

  it("shifts by whole weeks and knows Paris's today", () => {
    expect(shiftWeek("2026-03-23", 1)).toBe("2026-03-30");
    expect(shiftWeek("2026-11-02", -1)).toBe("2026-10-26");
    expect(shiftDay("2026-03-23", 6)).toBe("2026-03-29");
    expect(frenchDay("2026-03-29")).toBe("29/03/2026");
    expect(todayIn("Europe/Paris", new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
  });
});

describe("other zones", () => {
  const SANTIAGO = "America/Santiago";

  it("reads wall times in the zone given, refusing a time its spring change skips", () => {
    expect(wallTimeToInstant("2026-03-30T09:30", "Pacific/Noumea")).toEqual({
      ok: true,
      instant: new Date("2026-03-29T22:30:00Z"),
    });
    // Santiago moves from 00:00 to 01:00 on 6 September 2026 and from 00:00 back to 23:00 on 5 April 2026.
    expect(wallTimeToInstant("2026-09-06T00:30", SANTIAGO)).toEqual({
      ok: false,
      message: nonexistentTimeMessage(SANTIAGO),
    });
    expect(nonexistentTimeMessage(SANTIAGO)).not.toContain("Paris");
    expect(nonexistentTimeMessage(PARIS)).toBe(NONEXISTENT_TIME_MESSAGE);
    expect(wallTimeToInstant("2026-04-04T23:30", SANTIAGO)).toEqual({
      ok: true,
      instant: new Date("2026-04-05T02:30:00Z"),
    });
  });

  it("starts a day whose midnight is skipped when the clocks jump", () => {
    const skipped = parseDay("2026-09-06");
    expect(new Date(dayStart(skipped, SANTIAGO)).toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect((dayStart(skipped + 1, SANTIAGO) - dayStart(skipped, SANTIAGO)) / HOUR).toBe(23);
    expect(dayText(dayOfInstant(dayStart(skipped, SANTIAGO), SANTIAGO))).toBe("2026-09-06");
    const repeated = parseDay("2026-04-04");
    expect((dayStart(repeated + 1, SANTIAGO) - dayStart(repeated, SANTIAGO)) / HOUR).toBe(25);
  });

  it("gives weeks and today in the zone given", () => {
    expect(weekOf("2026-03-26", "Pacific/Noumea")).toEqual({
      monday: "2026-03-23",
      start: new Date("2026-03-22T13:00:00Z"),
      end: new Date("2026-03-29T13:00:00Z"),
    });
    expect(todayIn("America/Cayenne", new Date("2026-06-30T22:30:00Z"))).toBe("2026-06-30");
    expect(todayIn("Pacific/Noumea", new Date("2026-06-30T12:30:00Z"))).toBe("2026-06-30");
    expect(todayIn("Pacific/Noumea", new Date("2026-06-30T13:00:00Z"))).toBe("2026-07-01");
  });
});

describe("calendar days", () => {
  const day = (text: string) => parseDay(text);

  it("reads Paris midnights in winter and in summer", () => {
    expect(new Date(dayStart(day("2026-01-15"), PARIS)).toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(new Date(dayStart(day("2026-07-15"), PARIS)).toISOString()).toBe("2026-07-14T22:00:00.000Z");
  });

  it("gives the clock-change days 23 h and 25 h", () => {
    const spring = day("2026-03-29");
    const autumn = day("2026-10-25");
    expect((dayStart(spring + 1, PARIS) - dayStart(spring, PARIS)) / HOUR).toBe(23);
    expect((dayStart(autumn + 1, PARIS) - dayStart(autumn, PARIS)) / HOUR).toBe(25);
    expect((dayStart(day("2026-03-30"), PARIS) - dayStart(day("2026-03-28"), PARIS)) / HOUR).toBe(47);
  });

  it("places wall times on either side of the changes", () => {
    const wall = (text: string, minutes: number) => new Date(wallInstant(day(text), minutes, PARIS)).toISOString();
    expect(wall("2026-03-29", 6 * 60)).toBe("2026-03-29T04:00:00.000Z");
    expect(wall("2026-03-29", 1 * 60)).toBe("2026-03-29T00:00:00.000Z");
    expect(wall("2026-10-25", 6 * 60)).toBe("2026-10-25T05:00:00.000Z");
    expect(wall("2026-10-25", 21 * 60)).toBe("2026-10-25T20:00:00.000Z");
  });

  it("reads the day of an instant in the zone given, not the machine's", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Paris, still New Year's Eve in New York.
    expect(dayText(dayOfInstant(Date.parse("2026-12-31T23:30:00Z"), PARIS))).toBe("2027-01-01");
    expect(dayText(dayOfInstant(Date.parse("2026-07-14T21:59:00Z"), PARIS))).toBe("2026-07-14");
    expect(dayText(dayOfInstant(Date.parse("2026-07-14T22:00:00Z"), PARIS))).toBe("2026-07-15");
    expect(dayText(dayOfInstant(Date.parse("2026-07-14T22:00:00Z"), "America/Cayenne"))).toBe("2026-07-14");
    expect(dayText(dayOfInstant(Date.parse("2026-07-14T13:00:00Z"), "Pacific/Noumea"))).toBe("2026-07-15");
  });

  it("counts weeks from Monday", () => {
    expect(weekdayOf(day("2026-03-30"))).toBe(0);
    expect(weekdayOf(day("2026-03-29"))).toBe(6);
    expect(dayText(mondayOf(day("2026-03-29")))).toBe("2026-03-23");
    expect(dayText(mondayOf(day("2026-03-30")))).toBe("2026-03-30");
    expect(dayText(mondayOf(day("1969-12-31")))).toBe("1969-12-29");
  });

  it("parses days and months strictly", () => {
    expect(parseDay("2026-02-30")).toBeNaN();
    expect(parseDay("26-02-01")).toBeNaN();
    expect(dayText(parseDay("2028-02-29"))).toBe("2028-02-29");
    const february = monthDays("2028-02");
    expect(february && february.next - february.first).toBe(29);
    expect(monthDays("2026-13")).toBeNull();
    const december = monthDays("2026-12");
    expect(december && dayText(december.next)).toBe("2027-01-01");
  });
});

describe("wall clock", () => {
  it("reads Paris times across the spring change (29 March 2026, 02:00 → 03:00)", () => {
    expect(readWallClock("2026-03-28T23:00:00.000Z", PARIS)).toEqual({
      day: "2026-03-29",
      time: "00:00",
      dayMonth: "29/03",
    });
    expect(readWallClock("2026-03-29T00:59:00.000Z", PARIS).time).toBe("01:59");
    expect(readWallClock("2026-03-29T01:00:00.000Z", PARIS).time).toBe("03:00");
    expect(readWallClock(new Date("2026-03-30T04:00:00.000Z"), PARIS).time).toBe("06:00");
  });

  it("reads Paris times across the autumn change (25 October 2026, 03:00 → 02:00)", () => {
    expect(readWallClock("2026-10-25T00:30:00.000Z", PARIS).time).toBe("02:30");
    expect(readWallClock("2026-10-25T01:30:00.000Z", PARIS).time).toBe("02:30");
    expect(readWallClock("2026-10-24T22:00:00.000Z", PARIS)).toMatchObject({ day: "2026-10-25", time: "00:00" });
    expect(readWallClock("2026-10-25T23:00:00.000Z", PARIS)).toMatchObject({ day: "2026-10-26", time: "00:00" });
  });

  it("agrees with date-fns in other zones, half hours included, every 7 h 15 over a year", () => {
    for (const zone of [PARIS, "America/New_York", "Asia/Kolkata", "Australia/Adelaide", "UTC"]) {
      for (let at = Date.parse("2026-01-01T00:00:00Z"); at < Date.parse("2027-01-01T00:00:00Z"); at += 435 * 60_000) {
        const reading = readWallClock(new Date(at), zone);
        expect(`${reading.day} ${reading.time} ${reading.dayMonth}`).toBe(
          formatInZone(new Date(at), "yyyy-MM-dd HH:mm dd/MM", zone),
        );
      }
    }
  });
});

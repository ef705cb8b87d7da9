import { describe, expect, it } from "vitest";
import {
  dayOfInstant,
  dayStart,
  dayText,
  HOUR,
  mondayOf,
  monthDays,
  parseDay,
  wallInstant,
  weekdayOf,
} from "./paris-calendar";

const day = (text: string) => parseDay(text);

describe("Paris calendar", () => {
  it("runs in a zone other than Paris", () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("America/New_York");
  });

  it("reads Paris midnights in winter and in summer", () => {
    expect(new Date(dayStart(day("2026-01-15"))).toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(new Date(dayStart(day("2026-07-15"))).toISOString()).toBe("2026-07-14T22:00:00.000Z");
  });

  it("gives the clock-change days 23 h and 25 h", () => {
    const spring = day("2026-03-29");
    const autumn = day("2026-10-25");
    expect((dayStart(spring + 1) - dayStart(spring)) / HOUR).toBe(23);
    expect((dayStart(autumn + 1) - dayStart(autumn)) / HOUR).toBe(25);
    expect((dayStart(day("2026-03-30")) - dayStart(day("2026-03-28"))) / HOUR).toBe(47);
  });

  it("places wall times on either side of the changes", () => {
    expect(new Date(wallInstant(day("2026-03-29"), 6 * 60)).toISOString()).toBe("2026-03-29T04:00:00.000Z");
    expect(new Date(wallInstant(day("2026-03-29"), 1 * 60)).toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(new Date(wallInstant(day("2026-10-25"), 6 * 60)).toISOString()).toBe("2026-10-25T05:00:00.000Z");
    expect(new Date(wallInstant(day("2026-10-25"), 21 * 60)).toISOString()).toBe("2026-10-25T20:00:00.000Z");
  });

  it("reads the Paris day of an instant, not the machine's", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Paris, still New Year's Eve in New York.
    expect(dayText(dayOfInstant(Date.parse("2026-12-31T23:30:00Z")))).toBe("2027-01-01");
    expect(dayText(dayOfInstant(Date.parse("2026-07-14T21:59:00Z")))).toBe("2026-07-14");
    expect(dayText(dayOfInstant(Date.parse("2026-07-14T22:00:00Z")))).toBe("2026-07-15");
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

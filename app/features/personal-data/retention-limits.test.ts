import { describe, expect, it } from "vitest";
import { monthsBefore, yearsBefore } from "./retention-limits";

describe("yearsBefore", () => {
  it("goes back whole calendar years, to the same time of day", () => {
    expect(yearsBefore(new Date("2029-06-15T10:30:00Z"), 3).toISOString()).toBe("2026-06-15T10:30:00.000Z");
  });

  it("turns a 29 February into the 28th of a common year", () => {
    expect(yearsBefore(new Date("2028-02-29T08:00:00Z"), 3).toISOString()).toBe("2025-02-28T08:00:00.000Z");
    expect(yearsBefore(new Date("2028-02-29T08:00:00Z"), 4).toISOString()).toBe("2024-02-29T08:00:00.000Z");
  });

  it("places the limit to the millisecond: a lead touched then is kept, one a millisecond earlier is not", () => {
    const limit = yearsBefore(new Date("2029-06-15T10:00:00Z"), 3).getTime();
    expect(new Date("2026-06-15T10:00:00Z").getTime() < limit).toBe(false);
    expect(new Date("2026-06-15T09:59:59.999Z").getTime() < limit).toBe(true);
  });

  it("keeps the last day of a month", () => {
    expect(yearsBefore(new Date("2029-01-31T23:59:59Z"), 3).toISOString()).toBe("2026-01-31T23:59:59.000Z");
  });
});

describe("monthsBefore", () => {
  it("goes back calendar months, across a year, to the last day of a shorter month", () => {
    expect(monthsBefore(new Date("2029-02-15T10:00:00Z"), 6).toISOString()).toBe("2028-08-15T10:00:00.000Z");
    expect(monthsBefore(new Date("2029-08-31T10:00:00Z"), 6).toISOString()).toBe("2029-02-28T10:00:00.000Z");
  });
});

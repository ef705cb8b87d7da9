import { describe, expect, it } from "vitest";
import { formatLongDate } from "./format";

describe("formatLongDate", () => {
  it("writes a calendar date in French, the same day whatever the time zone", () => {
    expect(formatLongDate("2025-09-15")).toBe("15 septembre 2025");
    expect(formatLongDate("2025-01-01")).toBe("1er janvier 2025");
    expect(formatLongDate("2024-12-31")).toBe("31 décembre 2024");
  });
});

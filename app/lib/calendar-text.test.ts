import { describe, expect, it } from "vitest";
import { calendarText } from "./calendar-text";

describe("calendarText", () => {
  it("turns CR, LF, tabs and other control characters into one space", () => {
    expect(calendarText("Jean\r\nX-INJECTED:1\u0000\u0085fin")).toBe("Jean X-INJECTED:1 fin");
    expect(calendarText("Ligne\u2028séparée")).toBe("Ligne séparée");
  });

  it("keeps ordinary text and null", () => {
    expect(calendarText("Bureaux — Paris 8e")).toBe("Bureaux — Paris 8e");
    expect(calendarText(null)).toBeNull();
  });
});

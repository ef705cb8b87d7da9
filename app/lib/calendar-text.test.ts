import { describe, expect, it } from "vitest";
import { calendarLines, calendarText } from "./calendar-text";

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

describe("calendarLines", () => {
  it("keeps each line break as one LF, and removes the other control characters", () => {
    expect(calendarLines("Badge à l'accueil\r\nCode 4512B\rÉtage 3\n\tfin\u0000")).toBe(
      "Badge à l'accueil\nCode 4512B\nÉtage 3\nfin",
    );
    expect(calendarLines(null)).toBeNull();
  });
});

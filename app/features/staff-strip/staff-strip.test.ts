import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { shiftsTodayText, shiftWhen, todayRange } from "./staff-strip";

describe("the staff strip", () => {
  it("takes today as the Paris day, from midnight to midnight", () => {
    const { start, end } = todayRange("Europe/Paris", new Date("2031-01-13T23:30:00.000Z"));
    expect(start.toISOString()).toBe("2031-01-13T23:00:00.000Z");
    expect(end.toISOString()).toBe("2031-01-14T23:00:00.000Z");
  });

  it("lasts 23 hours on the day the clocks go forward", () => {
    const { start, end } = todayRange("Europe/Paris", new Date("2031-03-30T10:00:00.000Z"));
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
  });

  it("says when the next shift is, in Paris time", () => {
    expect(shiftWhen({ startTime: "2031-01-13T05:00:00.000Z", endTime: "2031-01-13T08:30:00.000Z" }, PARIS)).toBe(
      "Lundi 13 janvier, 06:00 – 09:30",
    );
  });

  it("counts today's shifts in French", () => {
    expect(shiftsTodayText(0)).toBe("Aucune intervention prévue aujourd'hui");
    expect(shiftsTodayText(1)).toBe("1 intervention prévue aujourd'hui");
    expect(shiftsTodayText(12)).toBe("12 interventions prévues aujourd'hui");
  });
});

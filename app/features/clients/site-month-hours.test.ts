import { describe, expect, it } from "vitest";
import { type SiteShiftHours, siteMonthHours } from "./site-month-hours";

const at = (text: string) => new Date(text);

const shift = (day: string, punched: { arrival: string; departure: string } | null): SiteShiftHours => ({
  month: day.slice(0, 7),
  start: at(`${day}T05:00:00Z`),
  end: at(`${day}T08:00:00Z`),
  breakMinutes: 30,
  arrival: punched ? at(`${day}T${punched.arrival}:00Z`) : null,
  departure: punched ? at(`${day}T${punched.departure}:00Z`) : null,
});

describe("a site's hours by month", () => {
  const contract = {
    weeklyMinutes: 420,
    frequency: "quotidienne" as const,
    pricing: null,
    priceCents: null,
    startsOn: "2026-01-01",
    endsOn: null,
  };

  it("plans each shift less its break, and delivers what was punched both ways, less the same break", () => {
    const shifts = [
      shift("2026-11-02", { arrival: "05:05", departure: "08:00" }),
      shift("2026-11-03", null),
      shift("2026-11-04", { arrival: "05:00", departure: "04:59" }),
      shift("2026-11-30", null),
      shift("2026-10-30", { arrival: "05:00", departure: "08:00" }),
    ];
    const [november, october] = siteMonthHours(["2026-11", "2026-10"], [contract], shifts, {
      now: at("2026-11-30T06:00:00Z"),
      thisMonth: "2026-11",
    });
    expect(november).toEqual({
      month: "2026-11",
      contracted: 30 * 60,
      planned: 4 * 150,
      delivered: 175 - 30,
      // The 3rd's and the 4th's are over with no complete punches; the 30th's is not over yet.
      unpunched: 2,
      ongoing: true,
    });
    expect(october).toMatchObject({ contracted: 31 * 60, planned: 150, delivered: 150, unpunched: 0, ongoing: false });
  });
});

import { describe, expect, it } from "vitest";
import { contractPlanningDraft } from "./contract-series";

const contract = { siteName: "Tour Eiffel", endsOn: null };

describe("« Planifier » from a site's contract", () => {
  it("proposes a weekday series sharing the weekly hours, from 06:00", () => {
    expect(contractPlanningDraft({ ...contract, weeklyMinutes: 750, frequency: "quotidienne" }, "2026-12-07")).toEqual({
      location: "Tour Eiffel",
      day: "2026-12-07",
      // 12 h 30 over five days: 2 h 30 a day.
      times: { start: "06:00", end: "08:30" },
      title: "Prestation quotidienne",
      repeat: { days: ["MO", "TU", "WE", "TH", "FR"], interval: 1, until: null, worksPublicHolidays: false },
    });
  });

  it("rounds each visit down to the quarter hour and caps it at ten hours", () => {
    const twice = contractPlanningDraft({ ...contract, weeklyMinutes: 250, frequency: "bihebdomadaire" }, "2026-12-07");
    expect(twice).toMatchObject({ times: { end: "08:00" }, repeat: { days: ["MO", "TH"] } });
    const long = contractPlanningDraft(
      { ...contract, weeklyMinutes: 35 * 60, frequency: "hebdomadaire" },
      "2026-12-07",
    );
    expect(long.times).toEqual({ start: "06:00", end: "16:00" });
  });

  it("visits every four weeks for a monthly contract, once for a one-off job, and stops with the contract", () => {
    const monthly = contractPlanningDraft(
      { ...contract, weeklyMinutes: 60, frequency: "mensuelle", endsOn: "2027-06-30" },
      "2026-12-07",
    );
    expect(monthly).toMatchObject({
      times: { end: "10:00" },
      repeat: { days: ["MO"], interval: 4, until: "2027-06-30" },
    });
    const once = contractPlanningDraft({ ...contract, weeklyMinutes: 180, frequency: "ponctuelle" }, "2026-12-07");
    expect(once).toMatchObject({ day: "2026-12-07", times: { end: "09:00" }, title: "Prestation ponctuelle" });
    expect(once.repeat).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import type { AbsencePeriod } from "../../domain/contracts";
import { PARIS } from "../../lib/time";
import { absenceConflict } from "./absence-conflict";
import { buildLabourContext, type ShiftTimes } from "./labour-context";
import { absence, shift } from "./labour-test-fixtures";

const check = (absences: AbsencePeriod[], ...shifts: ShiftTimes[]) =>
  absenceConflict(buildLabourContext({ contracts: [], shifts, absences }, PARIS)).map(
    ({ period: _, ...alert }) => alert,
  );

describe("planning during a recorded absence", () => {
  const leave = absence("2026-03-30", "2026-04-03");

  it("passes shifts around the absence", () => {
    expect(check([leave], shift("a", "2026-03-29T06:00", "10:00"), shift("b", "2026-04-04T06:00", "10:00"))).toEqual(
      [],
    );
    // Ending at Paris midnight, the night shift does not reach the first day of leave.
    expect(check([leave], shift("a", "2026-03-29T20:00", "2026-03-30T00:00"))).toEqual([]);
  });

  it("flags a shift during paid leave, naming it", () => {
    expect(check([leave], shift("a", "2026-04-01T06:00", "10:00"))).toEqual([
      {
        rule: "absence",
        message:
          "Vacation du mercredi 1er avril, 06:00–10:00 pendant une absence enregistrée : Congés payés du lundi 30 mars " +
          "au vendredi 3 avril. Confiez-la à quelqu'un d'autre ou déplacez-la.",
        shiftIds: ["a"],
        source: "Code du travail, art. L3141-1 (congés payés)",
      },
    ]);
  });

  it("flags a night shift that runs into a day of sickness", () => {
    const alerts = check([absence("2027-01-01", "2027-01-01", "sickness")], shift("a", "2026-12-31T22:00", "02:00"));
    expect(alerts.map((alert) => alert.message)).toEqual([
      "Vacation du jeudi 31 décembre, 22:00–02:00 pendant une absence enregistrée : Arrêt maladie le vendredi 1er " +
        "janvier. Confiez-la à quelqu'un d'autre ou déplacez-la.",
    ]);
  });
});

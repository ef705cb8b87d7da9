import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { formPeriod, type PickableStaff, planningPeriod, staffChoices } from "./staff-choices";

/** Someone with one absence between two UTC instants; `id` is also the name of their e-mail address. */
function absentOnce(
  id: string,
  firstName: string,
  lastName: string,
  [start, end, reason]: [string, string, string],
): PickableStaff {
  return {
    id,
    firstName,
    lastName,
    email: `${id}@exemple.fr`,
    phone: null,
    absences: [{ start: Date.parse(start), end: Date.parse(end), reason }],
  };
}

// Lucía is on paid leave on Tuesday 10 March 2026, Karim has the Wednesday morning off.
const lucia = absentOnce("lucia", "Lucía", "Gómez", ["2026-03-09T23:00:00Z", "2026-03-10T23:00:00Z", "Congés payés"]);
const karim = absentOnce("karim", "Karim", "Benali", [
  "2026-03-10T23:00:00Z",
  "2026-03-11T11:00:00Z",
  "Maladie (matin)",
]);

describe("staffChoices", () => {
  it("shows someone absent over the period with the reason, and holds them back", () => {
    const choices = staffChoices([lucia, karim], formPeriod("2026-03-10T08:00", "2026-03-10T12:00", PARIS));
    expect(choices.map(({ label, absence }) => ({ label, absence }))).toEqual([
      { label: "Lucía Gómez (lucia@exemple.fr) — absence (Congés payés)", absence: "Congés payés" },
      { label: "Karim Benali (karim@exemple.fr)", absence: null },
    ]);
  });

  it("holds back from a minute in common, not when the period only touches the absence", () => {
    const morningOff = (start: string, end: string) =>
      staffChoices([karim], formPeriod(start, end, PARIS))[0]?.absence ?? null;
    expect(morningOff("2026-03-11T11:59", "2026-03-11T14:00")).toBe("Maladie (matin)");
    expect(morningOff("2026-03-11T12:00", "2026-03-11T14:00")).toBeNull();
    // A night shift into the absence's first day.
    expect(morningOff("2026-03-10T22:00", "2026-03-11T02:00")).toBe("Maladie (matin)");
  });

  it("reads a stored planning's period", () => {
    const period = planningPeriod({ startTime: "2026-03-10T07:00:00.000Z", endTime: "2026-03-10T09:00:00.000Z" });
    expect(staffChoices([lucia], period)[0]?.absence).toBe("Congés payés");
  });

  it("holds no one back while the form's times are not a valid period", () => {
    for (const period of [
      formPeriod("", "2026-03-10T12:00", PARIS),
      formPeriod("2026-03-10T12:00", "2026-03-10T08:00", PARIS),
      formPeriod(undefined, undefined, PARIS),
    ]) {
      expect(period).toBeNull();
      expect(staffChoices([lucia, karim], period).every((choice) => choice.absence === null)).toBe(true);
    }
  });
});

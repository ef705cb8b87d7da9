import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { absence, contract, daySpan, everyDay, hoursWeek, shift } from "./labour-test-fixtures";
import { overviewSpan, weekOverview } from "./week-overview";

/** The overview of the week of Monday 30 March 2026. */
const overview = (input: Parameters<typeof hoursWeek>[1]) => weekOverview(hoursWeek("2026-03-30", input), PARIS);

describe("the week grid's overview of an employee", () => {
  it("reads the week and the week on each side", () => {
    expect(overviewSpan("2026-03-30", PARIS)).toEqual(
      daySpan("2026-03-22T23:00:00Z", "2026-04-12T22:00:00Z", "2026-03-23", "2026-04-12"),
    );
    expect(overviewSpan("2026-03-31", PARIS)).toBeNull();
  });

  it("compares planned with contracted hours", () => {
    const week = overview({
      contracts: [contract(26)],
      shifts: everyDay("d", "2026-03-30", 5, "08:00", "12:54"),
    });
    expect(week).toEqual({ hours: "Prévu 24 h 30 · Contrat 26 h · Écart −1 h 30", absences: {}, alerts: {} });
  });

  it("says when no contract is in force", () => {
    const week = overview({
      contracts: [contract(26, { endsOn: "2026-03-01" })],
      shifts: [shift("a", "2026-03-31T08:00", "11:00")],
    });
    expect(week?.hours).toBe("Prévu 3 h · Sans contrat");
  });

  it("takes the absences out of the expected hours and names each day's absence", () => {
    const week = overview({
      contracts: [contract(35)],
      shifts: everyDay("d", "2026-03-30", 3, "08:00", "15:00"),
      absences: [absence("2026-04-02", "2026-04-03"), absence("2026-04-05", "2026-04-20", "sickness")],
    });
    expect(week?.hours).toBe("Prévu 21 h · Contrat 35 h, absences 11 h 40 · Écart −2 h 20");
    expect(week?.absences).toEqual({
      "2026-04-02": "Congés payés",
      "2026-04-03": "Congés payés",
      "2026-04-05": "Arrêt maladie",
    });
  });

  it("marks the week's shifts that break a rule, and only those", () => {
    // The week before ends on a short rest too, that is not this week's.
    const weekBefore = [shift("p1", "2026-03-26T18:00", "23:00"), shift("p2", "2026-03-27T06:00", "09:00")];
    const shortRest = [shift("a", "2026-03-31T18:00", "23:00"), shift("b", "2026-04-01T06:00", "09:00")];
    const week = overview({
      contracts: [contract(35)],
      shifts: [...weekBefore, ...shortRest, shift("c", "2026-04-03T08:00", "12:00")],
    });
    expect(Object.keys(week?.alerts ?? {}).sort()).toEqual(["a", "b"]);
    expect(week?.alerts.b?.[0]).toMatch(/repos quotidien/i);
  });
});

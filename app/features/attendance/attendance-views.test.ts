import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { departureRows, lateRows, reportRows } from "./attendance-views";

/** The employee, title and site of both the shift and the forgotten punch: Awa Diallo at the tower's hall. */
const awaAtTheHall = { employeeId: "u1", name: "Awa Diallo", title: "Hall", site: "Tour Montparnasse" };

const shift = {
  planningId: "0b7c2a4e-8f1d-4c3b-9a6e-2d5f7e8c1a3b",
  ...awaAtTheHall,
  start: new Date("2026-03-03T05:00:00Z"),
  end: new Date("2026-03-03T07:00:00Z"),
  arrivedAt: null,
  leftAt: null,
};

describe("the staff home's attendance rows", () => {
  it("write a shift not punched in, a late arrival and a missing departure in Paris time", () => {
    expect(lateRows([{ ...shift, late: null }], PARIS)).toEqual([
      {
        id: `${shift.planningId}:u1`,
        name: "Awa Diallo",
        shift: "Hall · Tour Montparnasse",
        status: "Non pointé depuis 06:00",
        notPunched: true,
      },
    ]);
    const late = { ...shift, arrivedAt: new Date("2026-03-03T05:12:00Z"), late: 12 };
    expect(lateRows([late], PARIS)[0]).toMatchObject({
      status: "Arrivée à 06:12 : 12 min de retard",
      notPunched: false,
    });
    expect(departureRows([late], PARIS)[0]?.status).toBe("Arrivée à 06:12, fin prévue à 08:00");
  });

  it("writes a forgotten punch with the employee's words, linking to the week of the shift, not of the report", () => {
    const report = {
      id: "r1",
      ...awaAtTheHall,
      kind: "out" as const,
      // Sunday 8 March 2026, 22:00–01:00 in Paris: the departure is on Monday, the shift in the week of 2 March.
      at: new Date("2026-03-09T00:05:00Z"),
      shiftStart: new Date("2026-03-08T21:00:00Z"),
      note: "Badgeuse en panne",
    };
    expect(reportRows([report], PARIS)).toEqual([
      {
        id: "r1",
        name: "Awa Diallo",
        shift: "Hall · Tour Montparnasse, dimanche 8 mars",
        what: "Le départ à 01:05 : « Badgeuse en panne »",
        href: "/employees/u1/pointages?semaine=2026-03-02",
      },
    ]);
    expect(reportRows([{ ...report, site: null, note: null, kind: "in" }], PARIS)[0]).toMatchObject({
      shift: "Hall, dimanche 8 mars",
      what: "L'arrivée à 01:05",
    });
  });
});

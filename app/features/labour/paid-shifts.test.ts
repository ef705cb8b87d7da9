import { describe, expect, it } from "vitest";
import { paidShifts } from "./paid-shifts";

const at = (time: string) => new Date(`2027-03-${time}:00Z`);
const march = { start: at("01T00:00"), end: new Date("2027-04-01T00:00:00Z") };
const planned = [
  { id: "tue", start: at("02T05:00"), end: at("02T08:00"), breakMinutes: 30 },
  { id: "wed", start: at("03T05:00"), end: at("03T08:00"), breakMinutes: 0 },
];

describe("paidShifts", () => {
  it("pays a shift from its validated arrival to its departure, keeping its break, and the others as planned", () => {
    const worked = new Map([["tue", { arrival: at("02T05:12"), departure: at("02T08:20") }]]);
    const paid = paidShifts(planned, worked, march);
    expect(paid.shifts).toEqual([
      { id: "tue", start: at("02T05:12"), end: at("02T08:20"), breakMinutes: 30, worked: true },
      { ...planned[1], worked: false },
    ]);
    expect(paid.source).toBe("mixed");
  });

  it("keeps the plan, déclaratif, where the arrival or the departure is missing", () => {
    const worked = new Map([
      ["tue", { arrival: at("02T05:12"), departure: null }],
      ["wed", { arrival: null, departure: at("03T08:00") }],
    ]);
    const asPlanned = planned.map((shift) => ({ ...shift, worked: false }));
    expect(paidShifts(planned, worked, march)).toEqual({ shifts: asPlanned, source: "declarative" });
  });

  it("names the source from the month's own shifts only", () => {
    const worked = new Map([
      ["tue", { arrival: at("02T05:00"), departure: at("02T08:00") }],
      ["wed", { arrival: at("03T05:00"), departure: at("03T08:00") }],
    ]);
    const lastDayOfFebruary = {
      id: "feb",
      start: new Date("2027-02-28T05:00:00Z"),
      end: at("01T00:00"),
      breakMinutes: 0,
    };
    expect(paidShifts([lastDayOfFebruary, ...planned], worked, march).source).toBe("worked");
    expect(paidShifts([lastDayOfFebruary], worked, march).source).toBeNull();
  });
});

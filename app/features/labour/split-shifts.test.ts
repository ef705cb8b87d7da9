import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { buildLabourContext, type ShiftTimes } from "./labour-context";
import { contract, shift } from "./labour-test-fixtures";
import { splitShiftLimits, splitShifts } from "./split-shifts";

const check = (weeklyHours: number, ...shifts: ShiftTimes[]) =>
  splitShifts(buildLabourContext({ contracts: [contract(weeklyHours)], shifts, absences: [] }, PARIS)).map(
    ({ period: _, ...alert }) => alert,
  );

describe("split shifts by contract band", () => {
  it("sets the limits of each band", () => {
    expect(splitShiftLimits(15.75)).toEqual({ periods: 2, spanHours: 12 });
    expect(splitShiftLimits(16)).toEqual({ periods: 2, spanHours: 13 });
    expect(splitShiftLimits(24)).toEqual({ periods: 2, spanHours: 13 });
    expect(splitShiftLimits(24.25)).toEqual({ periods: 3, spanHours: 13 });
  });

  it("under 16 h: two periods within 12 h pass, a span of 12 h 30 fails", () => {
    expect(check(12, shift("a", "2026-03-30T06:00", "08:00"), shift("b", "2026-03-30T16:00", "18:00"))).toEqual([]);
    expect(check(12, shift("a", "2026-03-30T06:00", "08:00"), shift("b", "2026-03-30T16:30", "18:30"))).toEqual([
      {
        rule: "split_shifts",
        message:
          "Amplitude de 12 h 30 le lundi 30 mars (06:00–18:30) pour un contrat de 12 h par semaine : 0 h 30 au-delà des " +
          "12 h autorisées entre le début de la première période et la fin de la dernière.",
        shiftIds: ["a", "b"],
        source: "CCN propreté, art. 6.2.4.2",
      },
    ]);
  });

  it("16–24 h: two periods within 13 h pass, a third fails", () => {
    const two = [shift("a", "2026-03-30T06:00", "08:00"), shift("b", "2026-03-30T17:00", "19:00")];
    expect(check(20, ...two)).toEqual([]);
    expect(check(20, ...two, shift("c", "2026-03-30T12:00", "13:00")).map((alert) => alert.message)).toEqual([
      "3 périodes de travail le lundi 30 mars pour un contrat de 20 h par semaine : au plus 2 par jour, regroupez-en 1.",
    ]);
  });

  it("over 24 h: three periods within 13 h pass; touching shifts make one period", () => {
    const three = [
      shift("a", "2026-03-30T06:00", "08:00"),
      shift("b", "2026-03-30T12:00", "14:00"),
      shift("c", "2026-03-30T17:00", "19:00"),
    ];
    expect(check(30, ...three)).toEqual([]);
    expect(check(30, ...three, shift("d", "2026-03-30T08:00", "09:00"))).toEqual([]);
    expect(check(30, ...three, shift("d", "2026-03-30T09:00", "10:00"))).toHaveLength(1);
  });

  it("measures the span in real hours on the spring change day", () => {
    // 01:00 to 14:00 on 29 March reads 13 h on the wall clock but lasts 12 h.
    expect(check(12, shift("a", "2026-03-29T01:00", "04:00"), shift("b", "2026-03-29T12:00", "14:00"))).toEqual([]);
    expect(check(12, shift("a", "2026-10-25T01:00", "04:00"), shift("b", "2026-10-25T12:00", "14:00"))).toHaveLength(1);
  });

  it("leaves full-timers alone", () => {
    const shifts = [
      shift("a", "2026-03-30T06:00", "07:00"),
      shift("b", "2026-03-30T08:00", "09:00"),
      shift("c", "2026-03-30T10:00", "11:00"),
      shift("d", "2026-03-30T20:00", "21:00"),
    ];
    expect(check(35, ...shifts)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import type { ShiftTimes } from "./labour-context";
import { evaluateLabourRules, labourWindow } from "./labour-rules";
import { absence, at, contract, everyDay, shift } from "./labour-test-fixtures";

describe("evaluateLabourRules", () => {
  it("returns nothing for an empty planning or a lawful week", () => {
    expect(evaluateLabourRules({ contracts: [], shifts: [], absences: [] }, PARIS)).toEqual([]);
    const week = everyDay("d", "2026-03-30", 5, "06:00", "11:00");
    expect(evaluateLabourRules({ contracts: [contract(25)], shifts: week, absences: [] }, PARIS)).toEqual([]);
  });

  it("applies only the universal rules without a contract in force", () => {
    const shifts = [shift("a", "2026-03-30T06:00", "18:00")];
    const alerts = evaluateLabourRules(
      { contracts: [contract(12, { endsOn: "2026-03-01" })], shifts, absences: [] },
      PARIS,
    );
    expect(alerts.map((alert) => alert.rule)).toEqual(["daily_hours", "break"]);
  });

  it("keeps, for a change, only the alerts of the shifts it touches", () => {
    const shifts = [
      shift("long", "2026-03-23T06:00", "13:00"),
      shift("late", "2026-03-30T14:00", "22:00"),
      shift("new", "2026-03-31T06:00", "10:00"),
    ];
    const all = evaluateLabourRules({ contracts: [], shifts, absences: [] }, PARIS);
    expect(all.map((alert) => alert.rule)).toEqual(["break", "break", "daily_rest"]);
    const change = { shiftIds: ["new"], now: at("2026-03-01T09:00") };
    const alerts = evaluateLabourRules({ contracts: [], shifts, absences: [], change }, PARIS);
    expect(alerts.map((alert) => [alert.rule, alert.shiftIds])).toEqual([["daily_rest", ["late", "new"]]]);
  });

  it("never flags a deletion that leaves a part-timer's week under 16 h", () => {
    const shifts = everyDay("d", "2026-03-30", 4, "08:00", "11:00");
    const change = {
      shiftIds: ["gone"],
      now: at("2026-03-01T09:00"),
      previous: [{ start: at("2026-04-03T08:00"), end: at("2026-04-03T12:00") }],
    };
    expect(evaluateLabourRules({ contracts: [contract(20)], shifts, absences: [], change }, PARIS)).toEqual([]);
  });

  it("orders alerts by time and cites a source for each", () => {
    const shifts = [shift("a", "2026-04-01T06:00", "17:00"), shift("b", "2026-04-02T01:00", "05:00")];
    const alerts = evaluateLabourRules(
      {
        contracts: [contract(12)],
        shifts,
        absences: [absence("2026-04-02", "2026-04-02")],
      },
      PARIS,
    );
    expect(alerts.map((alert) => alert.rule)).toEqual(["daily_hours", "break", "daily_rest", "absence"]);
    expect(alerts.every((alert) => alert.source.length > 0 && alert.message.length > 0)).toBe(true);
  });

  it("never throws on odd data", () => {
    const odd: ShiftTimes[] = [
      shift("eve", "2026-12-31T20:00", "06:00"),
      shift("overlap", "2026-12-31T22:00", "03:00"),
      { id: "backwards", start: at("2026-03-30T10:00"), end: at("2026-03-30T08:00") },
      { id: "invalid", start: new Date(Number.NaN), end: at("2026-03-30T08:00") },
      shift("spring", "2026-03-29T01:00", "12:00"),
      shift("autumn", "2026-10-25T01:00", "12:00"),
    ];
    const contracts = [contract(10, { startsOn: "2026-13-01" }), contract(12, { startsOn: "2026-01-01" })];
    const absences = [absence("2026-04-02", "2026-04-01")];
    const change = { shiftIds: ["eve", "missing"], now: at("2026-12-30T09:00"), previous: [] };
    expect(() => evaluateLabourRules({ contracts, shifts: odd, absences, change }, PARIS)).not.toThrow();
  });
});

describe("labourWindow", () => {
  it("covers the 11 weeks on either side of the weeks touched", () => {
    const window = labourWindow([{ start: at("2026-03-31T22:00"), end: at("2026-04-01T06:00") }], PARIS);
    expect(window && { ...window, start: window.start.toISOString(), end: window.end.toISOString() }).toEqual({
      start: "2026-01-11T23:00:00.000Z",
      end: "2026-06-21T22:00:00.000Z",
      firstDay: "2026-01-12",
      lastDay: "2026-06-21",
    });
    expect(labourWindow([], PARIS)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { dayText, PARIS, parseDay } from "../../lib/time";
import { changeNotice, noticeDeadline } from "./change-notice";
import { buildLabourContext, type ShiftTimes } from "./labour-context";
import { at, contract, shift } from "./labour-test-fixtures";

const now = at("2026-03-30T10:00");
const check = (weeklyHours: number, shifts: ShiftTimes[], previous: { start: Date; end: Date }[] = []) =>
  changeNotice(
    buildLabourContext(
      {
        contracts: [contract(weeklyHours)],
        shifts,
        absences: [],
        change: { shiftIds: shifts.map((item) => item.id), now, previous },
      },
      PARIS,
    ),
  ).map(({ period: _, ...alert }) => alert);

describe("8 jours ouvrables of notice for a part-timer", () => {
  it("counts Monday to Saturday, public holidays excepted", () => {
    expect(dayText(noticeDeadline(parseDay("2026-04-20")))).toBe("2026-04-09");
    // Easter Monday (6 April 2026) is not counted.
    expect(dayText(noticeDeadline(parseDay("2026-04-09")))).toBe("2026-03-29");
    expect(dayText(noticeDeadline(parseDay("2026-04-10")))).toBe("2026-03-30");
  });

  it("passes a change announced on the last day allowed", () => {
    expect(check(20, [shift("a", "2026-04-10T06:00", "10:00")])).toEqual([]);
  });

  it("flags a change one day short, with the day it should have been announced", () => {
    expect(check(20, [shift("a", "2026-04-09T06:00", "10:00")])).toEqual([
      {
        rule: "notice",
        message:
          "Modification du planning d'un salarié à temps partiel pour le jeudi 9 avril, faite le lundi 30 mars : le " +
          "délai de prévenance de 8 jours ouvrables imposait de la lui notifier au plus tard le dimanche 29 mars. " +
          "Prévenez-le et obtenez son accord.",
        shiftIds: ["a"],
        source: "CCN propreté, art. 6.2.4.1 ; Code du travail, art. L3123-24",
      },
    ]);
  });

  it("flags a shift moved away from a day too close", () => {
    const moved = check(20, [shift("a", "2026-04-20T06:00", "10:00")], [shift("a", "2026-03-31T06:00", "10:00")]);
    expect(moved.map((alert) => alert.message)[0]).toContain("pour le mardi 31 mars");
  });

  it("leaves full-timers, past days and plannings without a change alone", () => {
    expect(check(35, [shift("a", "2026-04-01T06:00", "10:00")])).toEqual([]);
    expect(check(20, [shift("a", "2026-03-27T06:00", "10:00")])).toEqual([]);
    const context = buildLabourContext({ contracts: [contract(20)], shifts: [], absences: [] }, PARIS);
    expect(changeNotice(context)).toEqual([]);
  });
});

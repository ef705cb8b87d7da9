import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { type DatedAlert, groupAlerts } from "./alert-groups";

const alert = (
  employeeName: string,
  rule: DatedAlert["rule"],
  day: string,
  message = `${rule} ${day}`,
): DatedAlert => ({
  employeeId: employeeName,
  employeeName,
  rule,
  message,
  shiftIds: [`${employeeName}-${day}`],
  start: Date.parse(`${day}T21:00:00Z`),
});

describe("groupAlerts", () => {
  it("gives a series one line per rule, with the count and the dates, the first of the month as French writes it", () => {
    const nights = ["2026-11-30", "2026-12-07", "2026-12-14"].map((day) => alert("Léa", "break", day));
    const groups = groupAlerts(nights, PARIS);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      severity: "check",
      count: 3,
      line: "Léa — Pause de 20 min manquante — 3 interventions, du 30 novembre au 14 décembre",
      shiftIds: ["Léa-2026-11-30", "Léa-2026-12-07", "Léa-2026-12-14"],
    });
    expect(
      groupAlerts([alert("Léa", "break", "2026-12-01"), alert("Léa", "break", "2026-12-01")], PARIS)[0]?.line,
    ).toBe("Léa — Pause de 20 min manquante — 2 interventions, le 1er décembre");
  });

  it("keeps a single alert's own message, and puts illegal groups first, then by name", () => {
    const groups = groupAlerts(
      [
        alert("Zoé", "notice", "2026-12-01", "Prévenez-la."),
        alert("Anne", "notice", "2026-12-01", "Prévenez-la aussi."),
        alert("Zoé", "daily_rest", "2026-12-02", "Repos de 9 h."),
      ],
      PARIS,
    );
    expect(groups.map((group) => [group.severity, group.line])).toEqual([
      ["illegal", "Zoé — Repos de 9 h."],
      ["check", "Anne — Prévenez-la aussi."],
      ["check", "Zoé — Prévenez-la."],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import type { PayrollVariable } from "../../domain/enums";
import { toCsv } from "../../lib/csv";
import { monthlyFigures } from "./labour-test-fixtures";
import { SILAE_CSV_HEADER, silaeRows, variableValues } from "./silae-export";

const november = monthlyFigures({
  month: "2026-11",
  absenceDays: { paid_leave: 1.5, sickness: 0, other: 0 },
  workMinutes: 6000,
  shortPeriodMinutes: 30,
  complementary11Minutes: 240,
  complementary25Minutes: 60,
  nightMinutes: 90,
});

describe("the Silae variables export", () => {
  it("gives normal hours as the paid work less the complementary and overtime hours", () => {
    // 100 h worked + 0 h 30 added − 5 h of complementary hours = 95 h 30.
    expect(variableValues(november)).toMatchObject({ normal: "95,50", complementary11: "4,00", paidLeave: "1,5" });
  });

  it("writes one line per employee with a number and per mapped variable that is not zero, over the month", () => {
    const codes = new Map<PayrollVariable, string>([
      ["normal", "HNORM"],
      ["complementary11", "HC11"],
      ["complementary25", "HC25"],
      ["sunday", "HDIM"],
      ["paidLeave", "CP"],
    ]);
    const rows = [
      { payrollNumber: "M-00042", hours: november },
      { payrollNumber: null, hours: november },
      { payrollNumber: "=1+1", hours: { ...november, complementary11Minutes: 0, complementary25Minutes: 0 } },
    ];
    expect(
      toCsv(SILAE_CSV_HEADER, silaeRows("2026-11", rows, codes))
        .slice(1)
        .split("\r\n"),
    ).toEqual([
      "Matricule;Code;Valeur;Date début;Date fin",
      "M-00042;HNORM;95,50;01/11/2026;30/11/2026",
      "M-00042;HC11;4,00;01/11/2026;30/11/2026",
      "M-00042;HC25;1,00;01/11/2026;30/11/2026",
      "M-00042;CP;1,5;01/11/2026;30/11/2026",
      "'=1+1;HNORM;100,50;01/11/2026;30/11/2026",
      "'=1+1;CP;1,5;01/11/2026;30/11/2026",
      "",
    ]);
  });
});

import { describe, expect, it } from "vitest";
// The route composes the two: the labour feature gives the rows, the shared CSV writer the document.
import { toCsv } from "../../lib/csv";
import { PARIS } from "../../lib/time";
import { absence, contract, monthlyFigures } from "./labour-test-fixtures";
import { monthlyHours } from "./monthly-hours";
import { decimalHours, PAYROLL_CSV_HEADER, payrollCsvRows } from "./payroll-csv";

const march = monthlyFigures({
  month: "2026-03",
  contractMinutes: 9100,
  absenceMinutes: 1006,
  absenceDays: { paid_leave: 5, sickness: 0, other: 1 },
  workMinutes: 8235,
  shortPeriodMinutes: 15,
  overtime25Minutes: 480,
  overtime50Minutes: 120,
  nightMinutes: 420,
  sundayMinutes: 300,
});

describe("payroll CSV", () => {
  it("writes hours with a decimal comma", () => {
    expect(decimalHours(9100)).toBe("151,67");
    expect(decimalHours(0)).toBe("0,00");
    expect(decimalHours(15)).toBe("0,25");
  });

  it("values a day of absence at a sixth of the weekly hours", () => {
    // 35 h / 6 = 5 h 50.
    const hours = monthlyHours(
      {
        month: "2026-03",
        contracts: [contract(35)],
        shifts: [],
        absences: [absence("2026-03-10", "2026-03-10")],
      },
      PARIS,
    );
    if (!hours) throw new Error("mois invalide");
    const [row] = payrollCsvRows([{ employee: "Léa Martin", hours, plannedMinutes: 0, source: null }]);
    expect(row?.slice(2, 4)).toEqual(["151,67", "5,83"]);
  });

  it("writes the exact bytes of a small export", () => {
    const csv = toCsv(
      PAYROLL_CSV_HEADER,
      payrollCsvRows([
        { employee: "Léa Martin", hours: march, plannedMinutes: 8100, source: "mixed" },
        {
          employee: '=HYPERLINK("x");"Dupont"',
          hours: { ...march, month: "2026-04" },
          plannedMinutes: 8235,
          source: "declarative",
        },
      ]),
    );
    const header =
      "Salarié;Mois;Heures contractuelles;Heures d'absence;Jours ouvrables de congés payés;Jours d'arrêt maladie;" +
      "Jours d'autre absence;Heures planifiées;Heures ajoutées (périodes de moins d'1 h);" +
      "Heures complémentaires à 11 %;Heures complémentaires à 25 %;Heures supplémentaires à 25 %;" +
      "Heures supplémentaires à 50 %;Heures de nuit (21 h – 6 h);Heures du dimanche;Heures des jours fériés;" +
      "Heures travaillées;Source des heures";
    // Planned 135 h against 137 h 15 worked in March; April's figures are all planned.
    const marchCells = "151,67;16,77;5;0;1;135,00;0,25;0,00;0,00;8,00;2,00;7,00;5,00;0,00;137,25;En partie déclaratif";
    const aprilCells = "151,67;16,77;5;0;1;137,25;0,25;0,00;0,00;8,00;2,00;7,00;5,00;0,00;137,25;Déclaratif";
    expect(csv).toBe(
      `\uFEFF${header}\r\nLéa Martin;2026-03;${marchCells}\r\n` +
        `"'=HYPERLINK(""x"");""Dupont""";2026-04;${aprilCells}\r\n`,
    );
    expect([...Buffer.from(csv, "utf8").subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

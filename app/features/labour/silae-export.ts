import { PAYROLL_VARIABLES, type PayrollVariable } from "../../domain/enums";
import { dayParts, monthDays } from "../../lib/time";
import type { MonthlyHours } from "./monthly-hours";
import { decimalDays, decimalHours } from "./payroll-csv";

/** Silae's variables import: one line per employee, variable and period. */
export const SILAE_CSV_HEADER = ["Matricule", "Code", "Valeur", "Date début", "Date fin"] as const;

/**
 * Each variable's value in a month's figures, in its unit: hours with a decimal comma, days likewise. Normal hours are
 * the paid work (worked or planned, with the hours added to periods under 1 h) less the complementary and overtime
 * hours, which have variables of their own.
 */
export function variableValues(hours: MonthlyHours): Record<PayrollVariable, string> {
  const extra =
    hours.complementary11Minutes + hours.complementary25Minutes + hours.overtime25Minutes + hours.overtime50Minutes;
  return {
    normal: decimalHours(Math.max(0, hours.workMinutes + hours.shortPeriodMinutes - extra)),
    complementary11: decimalHours(hours.complementary11Minutes),
    complementary25: decimalHours(hours.complementary25Minutes),
    overtime25: decimalHours(hours.overtime25Minutes),
    overtime50: decimalHours(hours.overtime50Minutes),
    night: decimalHours(hours.nightMinutes),
    sunday: decimalHours(hours.sundayMinutes),
    holiday: decimalHours(hours.publicHolidayMinutes),
    paidLeave: decimalDays(hours.absenceDays.paid_leave),
    sickness: decimalDays(hours.absenceDays.sickness),
    otherAbsence: decimalDays(hours.absenceDays.other),
  };
}

const frenchDate = (day: number) => {
  const { year, month, date } = dayParts(day);
  return `${String(date).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`;
};

/**
 * The month's Silae lines: for each employee with a payroll number, each variable the company mapped to a code and
 * that is not zero, over the month's first and last days. Employees without a number are left out (the report names
 * them). Every cell is text; the route writes them with the shared CSV writer.
 */
export function silaeRows(
  month: string,
  rows: readonly { payrollNumber: string | null; hours: MonthlyHours }[],
  codes: ReadonlyMap<PayrollVariable, string>,
): string[][] {
  const days = monthDays(month);
  if (!days) throw new Error(`Mois invalide : ${month}`);
  const [from, to] = [frenchDate(days.first), frenchDate(days.next - 1)];
  return rows.flatMap(({ payrollNumber, hours }) => {
    if (!payrollNumber) return [];
    const values = variableValues(hours);
    return PAYROLL_VARIABLES.flatMap((variable) => {
      const code = codes.get(variable);
      const value = values[variable];
      return code && !/^0(,00)?$/.test(value) ? [[payrollNumber, code, value, from, to]] : [];
    });
  });
}

import type { MonthlyHours } from "./monthly-hours";
import { HOURS_SOURCE_LABELS, type HoursSource } from "./paid-shifts";

/** The payroll export's columns, in French, one row per employee and month. */
export const PAYROLL_CSV_HEADER = [
  "Salarié",
  "Mois",
  "Heures contractuelles",
  "Heures d'absence",
  "Jours ouvrables de congés payés",
  "Jours d'arrêt maladie",
  "Jours d'autre absence",
  "Heures planifiées",
  "Heures ajoutées (périodes de moins d'1 h)",
  "Heures complémentaires à 11 %",
  "Heures complémentaires à 25 %",
  "Heures supplémentaires à 25 %",
  "Heures supplémentaires à 50 %",
  "Heures de nuit (21 h – 6 h)",
  "Heures du dimanche",
  "Heures des jours fériés",
  "Heures travaillées",
  "Source des heures",
] as const;

export interface PayrollRow {
  employee: string;
  /** Paid on worked hours where validated, on planned hours otherwise. */
  hours: MonthlyHours;
  plannedMinutes: number;
  source: HoursSource | null;
}

/** Days, half days included, with a decimal comma: 4.5 → '4,5'. */
export function decimalDays(days: number): string {
  return String(days).replace(".", ",");
}

/** Minutes as decimal hours with a decimal comma, two places: 9100 → '151,67'. */
export function decimalHours(minutes: number): string {
  return (Math.round((minutes / 60) * 100) / 100).toFixed(2).replace(".", ",");
}

/**
 * The export's rows, every cell text: the route writes them with the shared CSV writer (`app/lib/csv.ts`) (UTF-8 with a
 * byte-order mark, ';', CRLF, formula-looking cells neutralised), as `toCsv(PAYROLL_CSV_HEADER, payrollCsvRows(rows))`.
 * Figures are never negative, so no number is mistaken for a formula.
 */
export function payrollCsvRows(rows: readonly PayrollRow[]): string[][] {
  return rows.map(({ employee, hours, plannedMinutes, source }) => [
    employee,
    hours.month,
    decimalHours(hours.contractMinutes),
    decimalHours(hours.absenceMinutes),
    decimalDays(hours.absenceDays.paid_leave),
    decimalDays(hours.absenceDays.sickness),
    decimalDays(hours.absenceDays.other),
    decimalHours(plannedMinutes),
    decimalHours(hours.shortPeriodMinutes),
    decimalHours(hours.complementary11Minutes),
    decimalHours(hours.complementary25Minutes),
    decimalHours(hours.overtime25Minutes),
    decimalHours(hours.overtime50Minutes),
    decimalHours(hours.nightMinutes),
    decimalHours(hours.sundayMinutes),
    decimalHours(hours.publicHolidayMinutes),
    decimalHours(hours.workMinutes),
    source === null ? "" : HOURS_SOURCE_LABELS[source],
  ]);
}

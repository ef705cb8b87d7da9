import { decimalHours } from "./payroll-csv";
import type { RecordPeriod, TimeRecord } from "./time-record";

export const TIME_RECORD_CSV_HEADER = [
  "Date",
  "Jour",
  "Début",
  "Fin",
  "Pause (min)",
  "Heures",
  "Source",
  "Semaine du",
  "Heures de la semaine",
] as const;

/** How a period's times were known: punched and validated, or planned for want of them. */
export function periodSource(period: Pick<RecordPeriod, "worked">): string {
  return period.worked ? "Pointé" : "Prévu (déclaratif)";
}

/** '04:00', or '04:00 (lendemain)' past midnight. */
export function periodEnd(period: Pick<RecordPeriod, "end" | "nextDay">): string {
  return period.nextDay ? `${period.end} (lendemain)` : period.end;
}

/**
 * One row per work period, each with its week's total; the days of the weeks' other month are included, so that each
 * week's total can be checked against its rows. The route writes them with the shared CSV writer.
 */
export function timeRecordCsvRows(record: TimeRecord): string[][] {
  return record.weeks.flatMap((week) =>
    week.days.flatMap((day) =>
      day.periods.map((period) => [
        day.day,
        day.label,
        period.start,
        periodEnd(period),
        String(period.breakMinutes),
        decimalHours(period.minutes),
        periodSource(period),
        week.monday,
        decimalHours(week.minutes),
      ]),
    ),
  );
}

import { type AbsencePeriod, absenceLabel } from "../../domain/contracts";
import { formatDuration, signedDuration } from "../../lib/durations";
import { dayStart, dayText, parseDay, weekdayOf } from "../../lib/time";
import type { LabourFinding } from "./labour-alert";
import { evaluateLabourRules } from "./labour-rules";
import type { HoursInput } from "./monthly-hours";
import { weekHours } from "./week-hours";

/** The days and instants the week grid reads around its week (the shape `readLabourInputs` takes). */
export interface OverviewSpan {
  start: Date;
  end: Date;
  firstDay: string;
  lastDay: string;
}

/**
 * The week of Monday `monday` and the week on each side: enough for the daily rules (11 h rest, 10 h a day, split
 * shifts, break, absences) and the weekly ones whose week is whole (48 h, 6 days, 35 h rest, part-time hours). A grid
 * marker can miss the 44 h average over 12 weeks (only 3 are read) and a 35 h rest straddling the window's edges; the
 * 8-day notice concerns changes, not a standing planning, and is never shown here. Null when `monday` is not one.
 */
export function overviewSpan(monday: string, zone: string): OverviewSpan | null {
  const day = parseDay(monday);
  if (Number.isNaN(day) || weekdayOf(day) !== 0) return null;
  return {
    start: new Date(dayStart(day - 7, zone)),
    end: new Date(dayStart(day + 14, zone)),
    firstDay: dayText(day - 7),
    lastDay: dayText(day + 13),
  };
}

/** One employee's week as the grid shows it, in French. */
export interface EmployeeWeekOverview {
  /** 'Prévu 24 h 30 · Contrat 26 h · Écart −1 h 30', or 'Prévu 3 h · Sans contrat'. */
  hours: string;
  /** The label of the absence of each day of the week that has one, by `YYYY-MM-DD`. */
  absences: Record<string, string>;
  /** The messages of the labour alerts each of the week's shifts meets, by shift id. */
  alerts: Record<string, string[]>;
}

function hoursText(input: HoursInput & { monday: string }, zone: string): string {
  const week = weekHours(input, zone);
  if (!week) return "";
  const planned = `Prévu ${formatDuration(week.plannedMinutes)}`;
  if (week.contractMinutes === 0) return `${planned} · Sans contrat`;
  const contract =
    week.absenceMinutes > 0
      ? `Contrat ${formatDuration(week.contractMinutes)}, absences ${formatDuration(week.absenceMinutes)}`
      : `Contrat ${formatDuration(week.contractMinutes)}`;
  return `${planned} · ${contract} · Écart ${signedDuration(week.differenceMinutes)}`;
}

function absenceDays(absences: readonly AbsencePeriod[], monday: number): Record<string, string> {
  const days: Record<string, string> = {};
  for (let day = monday; day < monday + 7; day += 1) {
    const text = dayText(day);
    const absence = absences.find((period) => period.startsOn <= text && text <= period.endsOn);
    if (absence) days[text] = absenceLabel(absence);
  }
  return days;
}

/** The week of `monday` as a day number, and the ids of the shifts that meet it; null when it is not a Monday's date. */
function weekShifts(input: HoursInput & { monday: string }, zone: string) {
  const monday = parseDay(input.monday);
  if (Number.isNaN(monday) || weekdayOf(monday) !== 0) return null;
  const weekStart = dayStart(monday, zone);
  const weekEnd = dayStart(monday + 7, zone);
  const inWeek = new Set(
    input.shifts
      .filter((shift) => shift.start.getTime() < weekEnd && shift.end.getTime() > weekStart)
      .map((shift) => shift.id),
  );
  return { monday, inWeek };
}

/** The alerts that involve one of the week's shifts: the rules run over every shift given. */
function findingsOf(input: HoursInput, inWeek: ReadonlySet<string>, zone: string): LabourFinding[] {
  if (inWeek.size === 0) return [];
  return evaluateLabourRules(input, zone).filter((alert) => alert.shiftIds.some((id) => inWeek.has(id)));
}

/**
 * The alerts that involve a shift of the week of `monday`: the rules run over every shift given (the employee's over
 * `overviewSpan(monday)`). Null when `monday` is not a Monday's date.
 */
export function weekFindings(input: HoursInput & { monday: string }, zone: string): LabourFinding[] | null {
  const week = weekShifts(input, zone);
  return week && findingsOf(input, week.inWeek, zone);
}

/**
 * Planned against contracted hours, the days of absence and the alerts of the week of `monday` (see `weekFindings`),
 * each on the week's shifts it involves.
 */
export function weekOverview(input: HoursInput & { monday: string }, zone: string): EmployeeWeekOverview | null {
  const week = weekShifts(input, zone);
  if (!week) return null;
  const alerts: Record<string, string[]> = {};
  for (const alert of findingsOf(input, week.inWeek, zone)) {
    for (const id of alert.shiftIds) {
      if (!week.inWeek.has(id)) continue;
      const messages = alerts[id] ?? [];
      if (!messages.includes(alert.message)) messages.push(alert.message);
      alerts[id] = messages;
    }
  }
  return { hours: hoursText(input, zone), absences: absenceDays(input.absences, week.monday), alerts };
}

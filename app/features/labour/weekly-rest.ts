import { formatDuration } from "../../lib/durations";
import { type DayNumber, dayOfInstant, HOUR, mondayOf } from "../../lib/time";
import { formatDay, formatMoment } from "./french-format";
import type { LabourFinding } from "./labour-alert";
import { type LabourContext, shiftIdsBetween, weekBounds } from "./labour-context";

// Code du travail, art. L3132-1: at most 6 days of work a week; art. L3132-2: a weekly rest of 24 consecutive hours
// added to the 11 h of daily rest, 35 consecutive hours.
export const WORKING_DAYS_SOURCE = "Code du travail, art. L3132-1";
export const WEEKLY_REST_SOURCE = "Code du travail, art. L3132-2";
export const MAX_WORKING_DAYS = 6;
export const WEEKLY_REST_HOURS = 35;

/** A day is worked when a shift starts on it (a night shift is its start day's work), Monday-to-Sunday weeks. */
export function workingDays(context: LabourContext): LabourFinding[] {
  const daysByWeek = new Map<DayNumber, Set<DayNumber>>();
  for (const shift of context.shifts) {
    const day = dayOfInstant(shift.start, context.zone);
    const monday = mondayOf(day);
    const days = daysByWeek.get(monday) ?? new Set();
    days.add(day);
    daysByWeek.set(monday, days);
  }
  const findings: LabourFinding[] = [];
  for (const [monday, days] of daysByWeek) {
    if (days.size <= MAX_WORKING_DAYS) continue;
    const period = weekBounds(monday, context.zone);
    findings.push({
      rule: "working_days",
      message:
        `${days.size} jours travaillés la semaine du ${formatDay(monday)} : au plus ${MAX_WORKING_DAYS} jours ` +
        "par semaine, libérez un jour.",
      shiftIds: context.shifts
        .filter((shift) => days.has(dayOfInstant(shift.start, context.zone)))
        .map((shift) => shift.id),
      source: WORKING_DAYS_SOURCE,
      period,
    });
  }
  return findings;
}

/**
 * Each week with work must hold the start of a rest of 35 consecutive hours: a pause between two periods of work that
 * begins in the week (a rest from Saturday evening to Monday belongs to the week of that Saturday). After the last
 * shift known the rest is taken as long enough.
 */
export function weeklyRest(context: LabourContext): LabourFinding[] {
  const findings: LabourFinding[] = [];
  const { blocks } = context;
  const minimum = WEEKLY_REST_HOURS * HOUR;
  /** The longest rest beginning in each week; null for the week of the last shift known, whose rest is open. */
  const longestByWeek = new Map<DayNumber, { start: number; end: number } | null>();
  blocks.forEach((before, index) => {
    const monday = mondayOf(dayOfInstant(before.end, context.zone));
    const after = blocks[index + 1];
    const known = longestByWeek.get(monday);
    if (!after) longestByWeek.set(monday, null);
    else if (known === undefined || (known && after.start - before.end > known.end - known.start)) {
      longestByWeek.set(monday, { start: before.end, end: after.start });
    }
  });
  for (const monday of context.weeks) {
    const week = weekBounds(monday, context.zone);
    const longest = longestByWeek.get(monday);
    if (!longest || longest.end - longest.start >= minimum) continue;
    const rest = (longest.end - longest.start) / 60_000;
    findings.push({
      rule: "weekly_rest",
      message:
        `Semaine du ${formatDay(monday)} : le plus long repos ne dure que ${formatDuration(rest)} ` +
        `(du ${formatMoment(longest.start, context.zone)} au ${formatMoment(longest.end, context.zone)}), ${formatDuration(WEEKLY_REST_HOURS * 60 - rest)} ` +
        `de moins que les ${WEEKLY_REST_HOURS} h consécutives du repos hebdomadaire.`,
      shiftIds: shiftIdsBetween(context.shifts, week.start, week.end),
      source: WEEKLY_REST_SOURCE,
      period: week,
    });
  }
  return findings;
}

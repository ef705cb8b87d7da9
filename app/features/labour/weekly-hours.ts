import { formatDuration } from "../../lib/durations";
import { type DayNumber, dayOfInstant, dayStart, mondayOf } from "../../lib/time";
import { formatDay } from "./french-format";
import type { LabourFinding } from "./labour-alert";
import { type LabourContext, type ShiftTimes, shiftIdsBetween, weekBounds, weekMinutes } from "./labour-context";

// Code du travail, art. L3121-20: at most 48 h in a week; art. L3121-22: at most 44 h a week on average over any
// 12 consecutive weeks.
export const WEEKLY_HOURS_SOURCE = "Code du travail, art. L3121-20";
export const WEEKLY_AVERAGE_SOURCE = "Code du travail, art. L3121-22";
export const MAX_WEEKLY_HOURS = 48;
export const MAX_AVERAGE_WEEKLY_HOURS = 44;
export const AVERAGE_WEEKS = 12;

/** Each Monday-to-Sunday week's work must not exceed 48 h. */
export function weeklyHours(context: LabourContext): LabourFinding[] {
  const findings: LabourFinding[] = [];
  for (const monday of context.weeks) {
    const minutes = weekMinutes(context.minutesByDay, monday);
    if (minutes <= MAX_WEEKLY_HOURS * 60) continue;
    const period = weekBounds(monday, context.zone);
    findings.push({
      rule: "weekly_hours",
      message:
        `${formatDuration(minutes)} de travail la semaine du ${formatDay(monday)} : ` +
        `${formatDuration(minutes - MAX_WEEKLY_HOURS * 60)} au-delà du maximum de ${MAX_WEEKLY_HOURS} h par semaine.`,
      shiftIds: shiftIdsBetween(context.shifts, period.start, period.end),
      source: WEEKLY_HOURS_SOURCE,
      period,
    });
  }
  return findings;
}

/**
 * The 12-week runs that contain a week in focus (the weeks a change touches) must average at most 44 h; weeks
 * without any shift count 0 h. One alert names the worst run, so that one overload is not reported twelve times.
 */
export function weeklyAverage(context: LabourContext): LabourFinding[] {
  const totals = new Map<DayNumber, number>();
  for (const monday of context.weeks) totals.set(monday, weekMinutes(context.minutesByDay, monday));
  const firstMondays = new Set<DayNumber>();
  for (const monday of context.focusWeeks) {
    for (let back = 0; back < AVERAGE_WEEKS; back += 1) firstMondays.add(monday - 7 * back);
  }
  let worst: { first: DayNumber; minutes: number } | null = null;
  for (const first of firstMondays) {
    let minutes = 0;
    for (let week = 0; week < AVERAGE_WEEKS; week += 1) minutes += totals.get(first + 7 * week) ?? 0;
    if (!worst || minutes > worst.minutes || (minutes === worst.minutes && first < worst.first)) {
      worst = { first, minutes };
    }
  }
  if (!worst || worst.minutes <= MAX_AVERAGE_WEEKLY_HOURS * 60 * AVERAGE_WEEKS) return [];
  const average = worst.minutes / AVERAGE_WEEKS;
  const period = {
    start: weekBounds(worst.first, context.zone).start,
    end: weekBounds(worst.first + 7 * (AVERAGE_WEEKS - 1), context.zone).end,
  };
  return [
    {
      rule: "weekly_average",
      message:
        `${formatDuration(average)} par semaine en moyenne sur les ${AVERAGE_WEEKS} semaines du ` +
        `${formatDay(worst.first, true)} au ${formatDay(worst.first + 7 * AVERAGE_WEEKS - 1, true)} : ` +
        `${formatDuration(average - MAX_AVERAGE_WEEKLY_HOURS * 60)} au-delà de la moyenne maximale de ` +
        `${MAX_AVERAGE_WEEKLY_HOURS} h.`,
      shiftIds: shiftIdsBetween(context.shifts, period.start, period.end),
      source: WEEKLY_AVERAGE_SOURCE,
      period,
    },
  ];
}

/** UTC weeks are counted from Monday 5 January 1970, 00:00 UTC. */
export const UTC_WEEKS_FROM = Date.UTC(1970, 0, 5);
export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
export const utcWeek = (ms: number) => Math.floor((ms - UTC_WEEKS_FROM) / WEEK_MS);

/**
 * Whether `added` could bring a 12-week run containing its week over the average, given each UTC week's minutes of
 * the shifts starting in it (`readUtcWeekMinutes`): a run of local weeks lies within the UTC weeks its instants meet,
 * and a shift met by the run starts there or in the week before. False proves `weeklyAverage` has nothing to say of
 * the shift, without reading the shifts.
 */
export function averageMayBreak(weeks: ReadonlyMap<number, number>, added: ShiftTimes, zone: string): boolean {
  const minutes = (added.end.getTime() - added.start.getTime()) / 60_000;
  const touched = new Set(
    [added.start.getTime(), added.end.getTime() - 1].map((ms) => mondayOf(dayOfInstant(ms, zone))),
  );
  for (const monday of touched) {
    for (let back = 0; back < AVERAGE_WEEKS; back += 1) {
      const first = monday - 7 * back;
      let total = minutes;
      const last = utcWeek(dayStart(first + 7 * AVERAGE_WEEKS, zone) - 1);
      for (let week = utcWeek(dayStart(first, zone)) - 1; week <= last; week += 1) total += weeks.get(week) ?? 0;
      if (total > MAX_AVERAGE_WEEKLY_HOURS * 60 * AVERAGE_WEEKS) return true;
    }
  }
  return false;
}

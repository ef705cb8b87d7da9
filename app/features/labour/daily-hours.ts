import { formatDuration } from "../../lib/durations";
import { type DayNumber, dayOfInstant, dayStart } from "../../lib/time";
import { formatDay, formatPeriod } from "./french-format";
import type { LabourFinding } from "./labour-alert";
import { contractOn, type LabourContext, shiftIdsBetween, workedMinutes } from "./labour-context";

// Code du travail, art. L3121-18: at most 10 h of work a day. A night worker: at most 8 h (Code du travail,
// art. L3122-6; CCN propreté, art. 6.3).
export const DAILY_HOURS_SOURCE = "Code du travail, art. L3121-18";
export const NIGHT_DAILY_HOURS_SOURCE = "Code du travail, art. L3122-6 ; CCN propreté, art. 6.3";
export const MAX_DAILY_HOURS = 10;
export const MAX_NIGHT_WORKER_DAILY_HOURS = 8;

function limitOn(context: LabourContext, day: DayNumber): { hours: number; source: string; night: boolean } {
  return contractOn(context.contracts, day)?.nightWorker
    ? { hours: MAX_NIGHT_WORKER_DAILY_HOURS, source: NIGHT_DAILY_HOURS_SOURCE, night: true }
    : { hours: MAX_DAILY_HOURS, source: DAILY_HOURS_SOURCE, night: false };
}

/**
 * Each day's work (split at midnight, so a day at a clock change holds what really happened in its 23 h or
 * 25 h) must not exceed the limit of the contract in force that day. A continuous period across midnight longer than
 * the limit is flagged too, though neither day exceeds it.
 */
export function dailyHours(context: LabourContext): LabourFinding[] {
  const findings: LabourFinding[] = [];
  const flaggedDays = new Set<DayNumber>();
  for (const [day, minutes] of context.minutesByDay) {
    const limit = limitOn(context, day);
    if (minutes <= limit.hours * 60) continue;
    flaggedDays.add(day);
    const period = { start: dayStart(day, context.zone), end: dayStart(day + 1, context.zone) };
    findings.push({
      rule: "daily_hours",
      message:
        `${formatDuration(minutes)} de travail le ${formatDay(day)} : ${formatDuration(minutes - limit.hours * 60)} ` +
        `au-delà du maximum de ${limit.hours} h par jour${limit.night ? " pour un travailleur de nuit" : ""}.`,
      shiftIds: shiftIdsBetween(context.shifts, period.start, period.end),
      source: limit.source,
      period,
    });
  }
  for (const block of context.blocks) {
    const lastDay = dayOfInstant(block.end - 1, context.zone);
    if (lastDay === block.day || flaggedDays.has(block.day) || flaggedDays.has(lastDay)) continue;
    const limit = limitOn(context, block.day);
    const minutes = workedMinutes(block);
    if (minutes <= limit.hours * 60) continue;
    findings.push({
      rule: "daily_hours",
      message:
        `Période de travail continue de ${formatDuration(minutes)} (${formatPeriod(block.start, block.end, context.zone)}) : ` +
        `${formatDuration(minutes - limit.hours * 60)} au-delà du maximum de ${limit.hours} h par jour` +
        `${limit.night ? " pour un travailleur de nuit" : ""}.`,
      shiftIds: block.shiftIds,
      source: limit.source,
      period: { start: block.start, end: block.end },
    });
  }
  return findings;
}

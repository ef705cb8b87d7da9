import { formatDuration } from "../../lib/durations";
import { HOUR } from "../../lib/time";
import { formatMoment } from "./french-format";
import type { LabourFinding } from "./labour-alert";
import type { LabourContext } from "./labour-context";

// Code du travail, art. L3131-1: 11 consecutive hours of rest a day. CCN propreté, art. 6.4: the reductions the code
// allows are not applied to part-timers, so 11 h holds for everyone.
export const DAILY_REST_SOURCE = "Code du travail, art. L3131-1 ; CCN propreté, art. 6.4";
export const DAILY_REST_HOURS = 11;

/**
 * The rest between two periods of work that start on different days must last 11 h. Periods of the same day
 * (a split shift) are one day's work; a night shift belongs to the day it starts, so 22:00–06:00 then 14:00 is short.
 */
export function dailyRest(context: LabourContext): LabourFinding[] {
  const findings: LabourFinding[] = [];
  const minimum = DAILY_REST_HOURS * HOUR;
  for (let index = 1; index < context.blocks.length; index += 1) {
    const before = context.blocks[index - 1];
    const after = context.blocks[index];
    if (!before || !after || before.day === after.day) continue;
    const rest = after.start - before.end;
    if (rest >= minimum) continue;
    findings.push({
      rule: "daily_rest",
      message:
        `Repos quotidien de ${formatDuration(rest / 60_000)} seulement entre la fin du travail le ${formatMoment(before.end, context.zone)} ` +
        `et la reprise le ${formatMoment(after.start, context.zone)} : il manque ${formatDuration((minimum - rest) / 60_000)} ` +
        `pour atteindre les ${DAILY_REST_HOURS} h consécutives obligatoires.`,
      shiftIds: [...before.shiftIds, ...after.shiftIds],
      source: DAILY_REST_SOURCE,
      period: { start: before.end, end: after.start },
    });
  }
  return findings;
}

import { isPartTime } from "../../domain/contracts";
import { formatDuration } from "../../lib/durations";
import { type DayNumber, HOUR } from "../../lib/time";
import { formatClock, formatDay } from "./french-format";
import type { LabourFinding } from "./labour-alert";
import { contractOn, type LabourContext, type WorkBlock } from "./labour-context";

// CCN propreté, art. 6.2.4.2: a part-timer's day holds a limited number of work periods within a limited span,
// by the contract's weekly hours.
export const SPLIT_SHIFTS_SOURCE = "CCN propreté, art. 6.2.4.2";

/** The limits of a part-time contract's band: under 16 h, 16 to 24 h, over 24 h. */
export function splitShiftLimits(weeklyHours: number): { periods: number; spanHours: number } {
  if (weeklyHours < 16) return { periods: 2, spanHours: 12 };
  if (weeklyHours <= 24) return { periods: 2, spanHours: 13 };
  return { periods: 3, spanHours: 13 };
}

/**
 * A work period is a continuous stretch (touching shifts make one) and belongs to the day it starts; the span runs
 * from the day's first start to its last end. Full-timers are outside this part-time rule.
 */
export function splitShifts(context: LabourContext): LabourFinding[] {
  const byDay = new Map<DayNumber, WorkBlock[]>();
  for (const block of context.blocks) {
    const blocks = byDay.get(block.day) ?? [];
    blocks.push(block);
    byDay.set(block.day, blocks);
  }
  const findings: LabourFinding[] = [];
  for (const [day, blocks] of byDay) {
    const terms = contractOn(context.contracts, day);
    const first = blocks[0];
    const last = blocks[blocks.length - 1];
    if (!terms || !isPartTime(terms) || blocks.length < 2 || !first || !last) continue;
    const limits = splitShiftLimits(terms.weeklyHours);
    const contractText = `un contrat de ${formatDuration(terms.weeklyHours * 60)} par semaine`;
    const shiftIds = blocks.flatMap((block) => block.shiftIds);
    const period = { start: first.start, end: last.end };
    if (blocks.length > limits.periods) {
      findings.push({
        rule: "split_shifts",
        message:
          `${blocks.length} périodes de travail le ${formatDay(day)} pour ${contractText} : au plus ` +
          `${limits.periods} par jour, regroupez-en ${blocks.length - limits.periods}.`,
        shiftIds,
        source: SPLIT_SHIFTS_SOURCE,
        period,
      });
    }
    const span = last.end - first.start;
    if (span > limits.spanHours * HOUR) {
      findings.push({
        rule: "split_shifts",
        message:
          `Amplitude de ${formatDuration(span / 60_000)} le ${formatDay(day)} (${formatClock(first.start, context.zone)}–` +
          `${formatClock(last.end, context.zone)}) pour ${contractText} : ${formatDuration(span / 60_000 - limits.spanHours * 60)} ` +
          `au-delà des ${limits.spanHours} h autorisées entre le début de la première période et la fin de la dernière.`,
        shiftIds,
        source: SPLIT_SHIFTS_SOURCE,
        period,
      });
    }
  }
  return findings;
}

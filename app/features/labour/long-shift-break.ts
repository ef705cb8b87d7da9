import { formatDuration } from "../../lib/durations";
import { formatPeriod } from "./french-format";
import type { LabourFinding } from "./labour-alert";
import type { LabourContext } from "./labour-context";

// Code du travail, art. L3121-16: once work reaches 6 h, a break of at least 20 consecutive minutes.
export const BREAK_SOURCE = "Code du travail, art. L3121-16";
export const BREAK_AFTER_HOURS = 6;
export const BREAK_MINUTES = 20;

/** Shifts carry no break: every continuous period beyond 6 h is a reminder to give the 20-minute break. */
export function longShiftBreak(context: LabourContext): LabourFinding[] {
  return context.blocks
    .filter((block) => block.end - block.start > BREAK_AFTER_HOURS * 3_600_000)
    .map((block) => ({
      rule: "break" as const,
      message:
        `Période de travail de ${formatDuration((block.end - block.start) / 60_000)} (${formatPeriod(block.start, block.end, context.zone)}) : ` +
        `au-delà de ${BREAK_AFTER_HOURS} h, le salarié doit bénéficier d'une pause d'au moins ${BREAK_MINUTES} minutes ` +
        "consécutives ; assurez-vous qu'elle est prévue.",
      shiftIds: block.shiftIds,
      source: BREAK_SOURCE,
      period: { start: block.start, end: block.end },
    }));
}

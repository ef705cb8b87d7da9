import { formatDuration } from "../../lib/durations";
import { MINUTE } from "../../lib/time";
import { formatPeriod } from "./french-format";
import type { LabourFinding } from "./labour-alert";
import { breaksWithin, type LabourContext, type WorkBlock, workedMinutes } from "./labour-context";

// Code du travail, art. L3121-16: once work reaches 6 h, a break of at least 20 consecutive minutes.
export const BREAK_SOURCE = "Code du travail, art. L3121-16";
export const BREAK_AFTER_HOURS = 6;
export const BREAK_MINUTES = 20;

/** Whether a break of the period lasts the 20 consecutive minutes the rule asks for. */
const hasLegalBreak = (block: WorkBlock) =>
  breaksWithin(block).some((gap) => gap.end - gap.start >= BREAK_MINUTES * MINUTE);

/** Every period worked beyond 6 h without a break of 20 minutes in it is a reminder to give one. */
export function longShiftBreak(context: LabourContext): LabourFinding[] {
  return context.blocks
    .filter((block) => workedMinutes(block) > BREAK_AFTER_HOURS * 60 && !hasLegalBreak(block))
    .map((block) => ({
      rule: "break" as const,
      message:
        `Période de travail de ${formatDuration(workedMinutes(block))} (${formatPeriod(block.start, block.end, context.zone)}) : ` +
        `au-delà de ${BREAK_AFTER_HOURS} h, le salarié doit bénéficier d'une pause d'au moins ${BREAK_MINUTES} minutes ` +
        "consécutives ; assurez-vous qu'elle est prévue.",
      shiftIds: block.shiftIds,
      source: BREAK_SOURCE,
      period: { start: block.start, end: block.end },
    }));
}

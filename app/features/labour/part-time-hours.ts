import { FULL_TIME_WEEKLY_HOURS, isPartTime } from "../../domain/contracts";
import { formatDuration } from "../../lib/durations";
import { formatDay } from "./french-format";
import type { LabourFinding } from "./labour-alert";
import { contractOfWeek, type LabourContext, shiftIdsBetween, weekBounds, weekMinutes } from "./labour-context";

// CCN propreté, art. 6.2.6: complementary hours up to a third of the contract's hours.
export const COMPLEMENTARY_HOURS_SOURCE = "CCN propreté, art. 6.2.6";
// Code du travail, art. L3123-9: complementary hours never bring a part-timer to the legal 35 h.
export const PART_TIME_CEILING_SOURCE = "Code du travail, art. L3123-9 ; CCN propreté, art. 6.2.6";

/**
 * A part-timer's week (the contract of its first day under contract): at most a third of the contract in
 * complementary hours, and never 35 h. The 16 h floor is the contract's own rule, checked when it is saved
 * (contracts.schema.ts), not a week's.
 */
export function partTimeHours(context: LabourContext): LabourFinding[] {
  const findings: LabourFinding[] = [];
  for (const monday of context.weeks) {
    const terms = contractOfWeek(context.contracts, monday);
    if (!terms || !isPartTime(terms)) continue;
    const minutes = weekMinutes(context.minutesByDay, monday);
    const contractMinutes = terms.weeklyHours * 60;
    const period = weekBounds(monday, context.zone);
    const shiftIds = shiftIdsBetween(context.shifts, period.start, period.end);
    const week = `la semaine du ${formatDay(monday)}`;
    const contractText = `un contrat de ${formatDuration(contractMinutes)} par semaine`;
    if (minutes >= FULL_TIME_WEEKLY_HOURS * 60) {
      findings.push({
        rule: "part_time_ceiling",
        message:
          `${formatDuration(minutes)} planifiées ${week} pour ${contractText} : un temps partiel ne doit jamais ` +
          `atteindre ${FULL_TIME_WEEKLY_HOURS} h par semaine, ramenez la semaine sous ${FULL_TIME_WEEKLY_HOURS} h.`,
        shiftIds,
        source: PART_TIME_CEILING_SOURCE,
        period,
      });
    }
    const complementary = minutes - contractMinutes;
    const allowed = contractMinutes / 3;
    if (complementary > allowed) {
      findings.push({
        rule: "complementary_hours",
        message:
          `${formatDuration(complementary)} d'heures complémentaires ${week} pour ${contractText} : ` +
          `${formatDuration(complementary - allowed)} au-delà du tiers du contrat (${formatDuration(allowed)}).`,
        shiftIds,
        source: COMPLEMENTARY_HOURS_SOURCE,
        period,
      });
    }
  }
  return findings;
}

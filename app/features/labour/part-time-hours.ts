import { FULL_TIME_WEEKLY_HOURS, isPartTime, PART_TIME_MINIMUM_WEEKLY_HOURS } from "../../domain/contracts";
import { formatDuration } from "../../lib/durations";
import { type DayNumber, parseDay } from "../../lib/time";
import { formatDay } from "./french-format";
import type { LabourFinding } from "./labour-alert";
import {
  contractOfWeek,
  contractOn,
  type LabourContext,
  shiftIdsBetween,
  weekBounds,
  weekMinutes,
} from "./labour-context";

// CCN propreté, art. 6.2.4: a part-time contract is at least 16 h a week, unless the employee asks in writing.
export const PART_TIME_MINIMUM_SOURCE = "CCN propreté, art. 6.2.4";
// CCN propreté, art. 6.2.6: complementary hours up to a third of the contract's hours.
export const COMPLEMENTARY_HOURS_SOURCE = "CCN propreté, art. 6.2.6";
// Code du travail, art. L3123-9: complementary hours never bring a part-timer to the legal 35 h.
export const PART_TIME_CEILING_SOURCE = "Code du travail, art. L3123-9 ; CCN propreté, art. 6.2.6";

function requestRecordedBy(requestOn: string | null, day: DayNumber): boolean {
  return requestOn !== null && parseDay(requestOn) <= day;
}

/** Whether the week is wholly covered by one contract and free of recorded absences: only then is 16 h due. */
function fullOrdinaryWeek(context: LabourContext, monday: DayNumber): boolean {
  for (let day = monday; day < monday + 7; day += 1) {
    if (!contractOn(context.contracts, day)) return false;
    if (context.absences.some((absence) => absence.from <= day && day <= absence.to)) return false;
  }
  return true;
}

/**
 * A part-timer's week (the contract of its first day under contract): at least 16 h planned unless a written request
 * was recorded by the week's Sunday (weeks with an absence or a contract starting or ending are left out), at most a
 * third of the contract in complementary hours, and never 35 h.
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
    const floor = PART_TIME_MINIMUM_WEEKLY_HOURS * 60;
    if (
      minutes < floor &&
      !requestRecordedBy(terms.under16RequestOn, monday + 6) &&
      fullOrdinaryWeek(context, monday)
    ) {
      findings.push({
        rule: "part_time_minimum",
        message:
          `${formatDuration(minutes)} planifiées ${week} : il manque ${formatDuration(floor - minutes)} pour atteindre ` +
          `le minimum de ${PART_TIME_MINIMUM_WEEKLY_HOURS} h par semaine d'un temps partiel, faute de demande écrite ` +
          "du salarié enregistrée.",
        shiftIds,
        source: PART_TIME_MINIMUM_SOURCE,
        period,
      });
    }
  }
  return findings;
}

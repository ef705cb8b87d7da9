import { ABSENCE_KIND_LABELS, type AbsenceKind, type ContractKind, HALF_DAY_LABELS, type HalfDay } from "./enums";

/**
 * Employment contracts and absences: the limits and terms shared by the database, the server and the UI (their
 * enumerations are in enums.ts).
 */

/** Full time under the Code du travail (L3121-27). */
export const FULL_TIME_WEEKLY_HOURS = 35;
/** The legal weekly maximum (L3121-20): no contract states more. */
export const MAX_WEEKLY_CONTRACT_HOURS = 48;
/** The part-time floor of the cleaning sector's convention (CCN IDCC 3043, 6.2.4) without a written request. */
export const PART_TIME_MINIMUM_WEEKLY_HOURS = 16;

/** A contract as the rules and the hours read it. Dates are Paris calendar days, `YYYY-MM-DD`, ends inclusive. */
export type ContractTerms = {
  kind: ContractKind;
  weeklyHours: number;
  nightWorker: boolean;
  /** The day the employee's written request to work under 16 h a week was recorded, if any. */
  under16RequestOn: string | null;
  startsOn: string;
  endsOn: string | null;
};

/**
 * An absence over whole local calendar days, `YYYY-MM-DD`, both ends inclusive; or, with `halfDay`, over the morning
 * (before noon) or the afternoon (from noon) of its one day.
 */
export type AbsencePeriod = {
  kind: AbsenceKind;
  startsOn: string;
  endsOn: string;
  halfDay: HalfDay | null;
  note: string | null;
};

export function isPartTime(terms: Pick<ContractTerms, "weeklyHours">): boolean {
  return terms.weeklyHours < FULL_TIME_WEEKLY_HOURS;
}

/** An absence's reason as a day shows it: 'Congés payés', or 'Congés payés (matin)' for a half day. */
export function absenceLabel(absence: Pick<AbsencePeriod, "kind" | "halfDay">): string {
  const kind = ABSENCE_KIND_LABELS[absence.kind];
  return absence.halfDay ? `${kind} (${HALF_DAY_LABELS[absence.halfDay].toLowerCase()})` : kind;
}

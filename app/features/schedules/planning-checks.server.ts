import type { Scope } from "../../domain/enums";
import type { Tx } from "../../lib/db.server";
import { findOverlaps } from "./overlaps";
import { OVERLAP_CODE, PLANNING_MESSAGES } from "./planning-messages";
import { listBusySlots, placeDetails } from "./planning-writes.server";
import { type Outcome, refused } from "./schedule-outcome";
import type { PlanningDetails, ScheduleAction, ScheduleIntent } from "./schedules.schema";
import { lockOccurrence, type OccurrenceRef } from "./series/occurrences.server";
import type { SeriesRecord } from "./series/series.server";
import type { SeriesContext } from "./series/series-actions.server";
import { absentAmong } from "./vacancies.server";

/** What the form of one intent posts, once parsed. */
export type PlanningInput<I extends ScheduleIntent> = Extract<ScheduleAction, { intent: I }>;

/** One planning write, run inside the action's transaction. */
export type PlanningHandler<I extends ScheduleIntent> = (
  input: PlanningInput<I>,
  context: SeriesContext,
) => Promise<Outcome>;

export const PLANNING_GONE = refused("PLANNING_NOT_FOUND", "Ce planning n'existe plus.");
export const EMPLOYEE_NOT_FOUND = refused("EMPLOYEE_NOT_FOUND", PLANNING_MESSAGES.employeeNotFound);
export const EMPLOYEE_INACTIVE = refused("EMPLOYEE_INACTIVE", PLANNING_MESSAGES.employeeInactive);
export const ALREADY_ASSIGNED = refused("ALREADY_ASSIGNED", "Cet employé est déjà assigné à ce planning.");
export const SITE_UNAVAILABLE = refused("SITE_UNAVAILABLE", PLANNING_MESSAGES.siteUnavailable);

/** Why these employees may not be given new work: one does not exist, or is deactivated or awaiting approval. */
export function newcomersRefusal(known: Map<string, boolean>, employeeIds: readonly string[]): Outcome | null {
  if (employeeIds.some((id) => !known.has(id))) return EMPLOYEE_NOT_FOUND;
  if (employeeIds.some((id) => !known.get(id))) return EMPLOYEE_INACTIVE;
  return null;
}

/**
 * Why these employees cannot be picked for [start, end[: one has an absence recorded over it. A series picks them
 * anyway, and leaves the occurrences of their absence *à remplacer*.
 */
export async function absenceRefusal(
  tx: Tx,
  employeeIds: readonly string[],
  period: { start: Date; end: Date },
  zone: string,
): Promise<Outcome | null> {
  const absent = await absentAmong(tx, employeeIds, period, zone);
  return absent
    ? refused(
        "EMPLOYEE_ABSENT",
        `${absent.name} est absent sur cette période (${absent.reason}) : choisissez quelqu'un d'autre.`,
      )
    : null;
}

type LockedOccurrence = NonNullable<Awaited<ReturnType<typeof lockOccurrence>>>;

/**
 * Locks the occurrence being changed, then places the details asked for (its current site stays usable even when
 * archived): the refusal when the planning is gone or the site asked for is unavailable.
 */
export async function lockForEdit(
  tx: Tx,
  planningId: string,
  asked: PlanningDetails,
): Promise<{ refusal: Outcome } | (LockedOccurrence & { details: PlanningDetails })> {
  const locked = await lockOccurrence(tx, planningId);
  if (!locked) return { refusal: PLANNING_GONE };
  const details = await placeDetails(tx, asked, locked.planning.site?.id);
  if (!details) return { refusal: SITE_UNAVAILABLE };
  return { ...locked, details };
}

/**
 * The employees' other plannings over the new period (none once the user confirmed). Call it after locking the
 * employees, so that nobody adds one before this transaction writes.
 */
export async function overlapRefusal(
  tx: Tx,
  details: PlanningDetails,
  employeeIds: readonly string[],
  ignorePlanningId: string | null,
  confirmed: boolean,
): Promise<Outcome | null> {
  if (confirmed) return null;
  const slots = await listBusySlots(tx, employeeIds, { start: details.start, end: details.end });
  const overlaps = findOverlaps({ start: details.start, end: details.end, employeeIds, ignorePlanningId }, slots);
  return overlaps.length > 0 ? { ok: false, code: OVERLAP_CODE, message: "Chevauchement de planning", overlaps } : null;
}

/** A change that reaches past one occurrence: to the following ones, or to the whole series. */
export interface SeriesReach {
  series: SeriesRecord;
  occurrence: OccurrenceRef;
  scope: Exclude<Scope, "occurrence">;
}

/**
 * The series a change asked with `scope` reaches, from the occurrence changed; null when it changes this planning
 * alone (a one-off planning, or one occurrence).
 */
export function seriesReach(
  locked: { series: SeriesRecord | null; occurrence: OccurrenceRef | null },
  scope: Scope,
): SeriesReach | null {
  const { series, occurrence } = locked;
  return series && occurrence && scope !== "occurrence" ? { series, occurrence, scope } : null;
}

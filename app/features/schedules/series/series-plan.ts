import { publicHolidayOn } from "../../../lib/french-holidays";
import type { Occurrence } from "./recurrence";

/** An occurrence of the series as it is stored: a planning. */
export interface StoredOccurrence {
  planningId: string;
  date: string;
  detached: boolean;
}

export interface OccurrencePlan {
  /** Occurrences the rule gives that have no planning yet. */
  insert: Occurrence[];
  /** Plannings that stay, set to the rule's occurrence of their date. */
  keep: { planningId: string; occurrence: Occurrence }[];
  /** Plannings of dates the rule no longer gives. */
  remove: string[];
}

/**
 * How to bring a series' plannings in line with its rule over a window: the rule's occurrences (`wanted`) against
 * the plannings stored for the same window. A detached occurrence stands for its date and is never touched; an
 * excluded date (an occurrence deleted alone) is never created again.
 */
export function planOccurrences(
  wanted: readonly Occurrence[],
  stored: readonly StoredOccurrence[],
  excluded: ReadonlySet<string>,
): OccurrencePlan {
  const byDate = new Map(stored.map((occurrence) => [occurrence.date, occurrence]));
  const wantedDates = new Set<string>();
  const plan: OccurrencePlan = { insert: [], keep: [], remove: [] };
  for (const occurrence of wanted) {
    if (excluded.has(occurrence.date)) continue;
    wantedDates.add(occurrence.date);
    const existing = byDate.get(occurrence.date);
    if (!existing) plan.insert.push(occurrence);
    else if (!existing.detached) plan.keep.push({ planningId: existing.planningId, occurrence });
  }
  for (const occurrence of stored) {
    if (!occurrence.detached && !wantedDates.has(occurrence.date)) plan.remove.push(occurrence.planningId);
  }
  return plan;
}

/**
 * The occurrences of a series that does not work public holidays: those the rule gives on a French public holiday
 * (by the local date the rule gives them, the day they start) are left out.
 */
export function withoutPublicHolidays(occurrences: readonly Occurrence[]): Occurrence[] {
  return occurrences.filter((occurrence) => !publicHolidayOn(occurrence.date));
}

/** How many occurrences a plan writes: the limit per action counts these. */
export function writtenCount(plan: OccurrencePlan): number {
  return plan.insert.length + plan.keep.length;
}

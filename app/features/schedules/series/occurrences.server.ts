import { and, eq, gte, inArray, lte, notInArray, sql } from "drizzle-orm";
import { planningAssignments, planningSeries, plannings } from "../../../../db/schema";
import type { Tx } from "../../../lib/db.server";
import { isUuid } from "../../../lib/uuid";
import { lockPlanning } from "../planning-writes.server";
import type { Planning } from "../schedules";
import { freeAbsentShifts } from "../vacancies.server";
import { type Occurrence, occurrencesBetween } from "./recurrence";
import { lockSeries, type SeriesDraft, type SeriesPlace, type SeriesRecord } from "./series.server";
import { type OccurrencePlan, planOccurrences, withoutPublicHolidays } from "./series-plan";

/** The stored occurrences of a series whose date is within [from, to]. */
async function storedOccurrences(tx: Tx, seriesId: string, from: string, to: string) {
  return tx
    .select({ planningId: plannings.id, date: plannings.occurrenceDate, detached: plannings.detached })
    .from(plannings)
    .where(
      and(eq(plannings.seriesId, seriesId), gte(plannings.occurrenceDate, from), lte(plannings.occurrenceDate, to)),
    )
    .then((rows) => rows.flatMap((row) => (row.date ? [{ ...row, date: row.date }] : [])));
}

/**
 * What bringing the series in line with `draft` over [from, to] would write; nothing is written. Only its stored
 * occurrences from `storedFrom` on are concerned (a change from one occurrence on leaves the earlier ones).
 */
export async function planSeries(
  tx: Tx,
  seriesId: string | null,
  draft: SeriesDraft,
  excludedDates: readonly string[],
  window: { from: string; to: string },
  storedFrom: string = window.from,
): Promise<OccurrencePlan> {
  const given = occurrencesBetween(draft.rrule, draft.durationMinutes, window.from, window.to);
  const wanted = draft.worksPublicHolidays ? given : withoutPublicHolidays(given);
  const stored = seriesId ? await storedOccurrences(tx, seriesId, storedFrom, window.to) : [];
  return planOccurrences(wanted, stored, new Set(excludedDates));
}

function occurrenceValues(place: SeriesPlace, occurrence: Occurrence) {
  return {
    title: place.title,
    description: place.description,
    location: place.location,
    siteId: place.siteId,
    breakMinutes: place.breakMinutes,
    startTime: occurrence.start,
    endTime: occurrence.end,
    isAllDay: false,
  };
}

/**
 * Writes `plan` for the series: new occurrences with the series' employees, kept ones set to the series' details,
 * times and employees, the others deleted; an employee absent on an occurrence (in `zone`) leaves it *à remplacer*.
 * Moves the series' materialised end to `to` at least.
 */
export async function applyPlan(
  tx: Tx,
  series: SeriesRecord,
  plan: OccurrencePlan,
  { to, createdBy, zone }: { to: string; createdBy: string | null; zone: string },
): Promise<void> {
  if (plan.remove.length > 0) await tx.delete(plannings).where(inArray(plannings.id, plan.remove));
  for (const { planningId, occurrence } of plan.keep) {
    await tx
      .update(plannings)
      .set({ ...occurrenceValues(series, occurrence), updatedAt: sql`now()` })
      .where(eq(plannings.id, planningId));
  }
  const kept = plan.keep.map((item) => item.planningId);
  if (kept.length > 0) {
    await tx
      .delete(planningAssignments)
      .where(
        and(
          inArray(planningAssignments.planningId, kept),
          series.employeeIds.length > 0 ? notInArray(planningAssignments.employeeId, series.employeeIds) : undefined,
        ),
      );
  }
  const created =
    plan.insert.length === 0
      ? []
      : await tx
          .insert(plannings)
          .values(
            plan.insert.map((occurrence) => ({
              ...occurrenceValues(series, occurrence),
              seriesId: series.id,
              occurrenceDate: occurrence.date,
              createdBy,
            })),
          )
          .returning({ id: plannings.id });
  const staffed = [...kept, ...created.map((row) => row.id)];
  if (staffed.length > 0 && series.employeeIds.length > 0) {
    await tx
      .insert(planningAssignments)
      .values(staffed.flatMap((planningId) => series.employeeIds.map((employeeId) => ({ planningId, employeeId }))))
      .onConflictDoNothing();
    const written = [...plan.keep.map((item) => item.occurrence), ...plan.insert];
    const start = new Date(Math.min(...written.map((occurrence) => occurrence.start.getTime())));
    const end = new Date(Math.max(...written.map((occurrence) => occurrence.end.getTime())));
    await freeAbsentShifts(tx, series.employeeIds, { start, end }, zone);
  }
  await tx
    .update(planningSeries)
    .set({ materializedUntil: sql`greatest(${planningSeries.materializedUntil}, ${to}::date)` })
    .where(eq(planningSeries.id, series.id));
}

/** Moves the series' occurrences from `day` on to another series: a split keeps their plannings. */
export async function moveOccurrencesFrom(tx: Tx, series: SeriesRecord, day: string, toSeriesId: string) {
  await tx
    .update(plannings)
    .set({ seriesId: toSeriesId })
    .where(and(eq(plannings.seriesId, series.id), gte(plannings.occurrenceDate, day)));
}

/** Deletes every occurrence of the series from `day` on, detached ones included. */
export async function deleteOccurrencesFrom(tx: Tx, series: SeriesRecord, day: string): Promise<void> {
  await tx.delete(plannings).where(and(eq(plannings.seriesId, series.id), gte(plannings.occurrenceDate, day)));
}

export async function markDetached(tx: Tx, planningId: string): Promise<void> {
  await tx.update(plannings).set({ detached: true }).where(eq(plannings.id, planningId));
}

/** Where a planning stands in its series, if it is an occurrence of one. */
export interface OccurrenceRef {
  seriesId: string;
  date: string;
  detached: boolean;
}

export async function occurrenceOf(tx: Tx, planningId: string): Promise<OccurrenceRef | null> {
  const [row] = await tx
    .select({ seriesId: plannings.seriesId, date: plannings.occurrenceDate, detached: plannings.detached })
    .from(plannings)
    .where(eq(plannings.id, planningId));
  return row?.seriesId && row.date ? { seriesId: row.seriesId, date: row.date, detached: row.detached } : null;
}

/**
 * Locks an occurrence's series (series first, then the planning: the order every series write takes) and the
 * planning; null when the planning is gone or has just moved to another series.
 */
export async function lockOccurrence(
  tx: Tx,
  planningId: string,
): Promise<{ planning: Planning; occurrence: OccurrenceRef | null; series: SeriesRecord | null } | null> {
  if (!isUuid(planningId)) return null;
  const seen = await occurrenceOf(tx, planningId);
  const series = seen ? await lockSeries(tx, seen.seriesId) : null;
  const planning = await lockPlanning(tx, planningId);
  if (!planning || (planning.series?.id ?? null) !== (seen?.seriesId ?? null)) return null;
  const occurrence = planning.series
    ? { seriesId: planning.series.id, date: planning.series.occurrenceDate, detached: planning.series.detached }
    : null;
  return { planning, occurrence, series };
}

/** Makes a one-off planning the first occurrence of a new series. */
export async function attachToSeries(tx: Tx, planningId: string, seriesId: string, day: string): Promise<void> {
  await tx.update(plannings).set({ seriesId, occurrenceDate: day }).where(eq(plannings.id, planningId));
}

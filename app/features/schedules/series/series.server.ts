import { and, eq, gte, inArray, lte, notInArray, sql } from "drizzle-orm";
import { planningAssignments, planningSeries, planningSeriesEmployees, plannings } from "../../../../db/schema";
import type { Database, Tx } from "../../../lib/db.server";
import { shiftDay } from "../../../lib/time";
import { isUuid } from "../../../lib/uuid";
import { silenceNotices } from "../notice-silence.server";
import { lockPlanning } from "../planning-writes.server";
import type { Planning } from "../schedules";
import { type Occurrence, occurrencesBetween } from "./recurrence";
import { type OccurrencePlan, planOccurrences } from "./series-plan";
import { endRuleBefore, horizonOf, windowOf } from "./series-rules";

/**
 * Recurring series and their occurrences. Occurrences are plannings (everything that reads plannings keeps working);
 * the series' rule makes them up to a rolling horizon, and a series edit brings its occurrences in line with the
 * rule, keeping the plannings of unchanged dates (their ids are the calendar's UIDs).
 */

export interface SeriesRecord {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  siteId: string | null;
  rrule: string;
  durationMinutes: number;
  excludedDates: string[];
  materializedUntil: string;
  employeeIds: string[];
}

/** What a planning of the series says: the same for every occurrence. */
export type SeriesPlace = Pick<SeriesRecord, "title" | "description" | "location" | "siteId">;

/** What a series is made of: what and where, its rule and who works it. */
export interface SeriesDraft {
  place: SeriesPlace;
  rrule: string;
  durationMinutes: number;
  employeeIds: readonly string[];
}

export async function lockSeries(tx: Tx, seriesId: string): Promise<SeriesRecord | null> {
  const [row] = await tx.select().from(planningSeries).where(eq(planningSeries.id, seriesId)).for("update");
  if (!row) return null;
  const employees = await tx
    .select({ employeeId: planningSeriesEmployees.employeeId })
    .from(planningSeriesEmployees)
    .where(eq(planningSeriesEmployees.seriesId, seriesId));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    siteId: row.siteId,
    rrule: row.rrule,
    durationMinutes: row.durationMinutes,
    excludedDates: row.excludedDates,
    materializedUntil: row.materializedUntil,
    employeeIds: employees.map((employee) => employee.employeeId).sort(),
  };
}

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
  const wanted = occurrencesBetween(draft.rrule, draft.durationMinutes, window.from, window.to);
  const stored = seriesId ? await storedOccurrences(tx, seriesId, storedFrom, window.to) : [];
  return planOccurrences(wanted, stored, new Set(excludedDates));
}

function seriesValues(draft: SeriesDraft) {
  return {
    title: draft.place.title,
    description: draft.place.description,
    location: draft.place.location,
    siteId: draft.place.siteId,
    rrule: draft.rrule,
    durationMinutes: draft.durationMinutes,
  };
}

function occurrenceValues(place: SeriesPlace, occurrence: Occurrence) {
  return {
    title: place.title,
    description: place.description,
    location: place.location,
    siteId: place.siteId,
    startTime: occurrence.start,
    endTime: occurrence.end,
    isAllDay: false,
  };
}

export async function insertSeries(
  tx: Tx,
  draft: SeriesDraft,
  materializedUntil: string,
  createdBy: string,
  excludedDates: readonly string[] = [],
): Promise<SeriesRecord> {
  const [row] = await tx
    .insert(planningSeries)
    .values({ ...seriesValues(draft), excludedDates: [...excludedDates], materializedUntil, createdBy })
    .returning();
  if (!row) throw new Error("Série non créée.");
  const employeeIds = [...new Set(draft.employeeIds)].sort();
  if (employeeIds.length > 0) {
    await tx
      .insert(planningSeriesEmployees)
      .values(employeeIds.map((employeeId) => ({ seriesId: row.id, employeeId })));
  }
  return { ...row, employeeIds };
}

/** Sets the series to `draft` (details, rule, employees) without touching its occurrences. */
export async function updateSeries(tx: Tx, series: SeriesRecord, draft: SeriesDraft): Promise<SeriesRecord> {
  await tx
    .update(planningSeries)
    .set({ ...seriesValues(draft), updatedAt: new Date() })
    .where(eq(planningSeries.id, series.id));
  const employeeIds = [...new Set(draft.employeeIds)].sort();
  await tx
    .delete(planningSeriesEmployees)
    .where(
      and(
        eq(planningSeriesEmployees.seriesId, series.id),
        employeeIds.length > 0 ? notInArray(planningSeriesEmployees.employeeId, employeeIds) : undefined,
      ),
    );
  if (employeeIds.length > 0) {
    await tx
      .insert(planningSeriesEmployees)
      .values(employeeIds.map((employeeId) => ({ seriesId: series.id, employeeId })))
      .onConflictDoNothing();
  }
  return { ...series, ...seriesValues(draft), employeeIds };
}

/**
 * Writes `plan` for the series: new occurrences with the series' employees, kept ones set to the series' details,
 * times and employees, the others deleted. Moves the series' materialised end to `to` at least.
 */
export async function applyPlan(
  tx: Tx,
  series: SeriesRecord,
  plan: OccurrencePlan,
  to: string,
  createdBy: string | null,
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
  }
  await tx
    .update(planningSeries)
    .set({ materializedUntil: sql`greatest(${planningSeries.materializedUntil}, ${to}::date)` })
    .where(eq(planningSeries.id, series.id));
}

/** Ends the series the day before `day`: its occurrences from `day` on leave it or go (see the callers). */
export async function endSeriesBefore(tx: Tx, series: SeriesRecord, day: string): Promise<void> {
  await tx
    .update(planningSeries)
    .set({ rrule: endRuleBefore(series.rrule, day), updatedAt: new Date() })
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

/** Deletes the series and all its occurrences. */
export async function deleteSeries(tx: Tx, seriesId: string): Promise<void> {
  await tx.delete(planningSeries).where(eq(planningSeries.id, seriesId));
}

/** An occurrence deleted alone: its date is never made again. */
export async function excludeDate(tx: Tx, seriesId: string, day: string): Promise<void> {
  await tx
    .update(planningSeries)
    .set({ excludedDates: sql`array_append(${planningSeries.excludedDates}, ${day}::date)` })
    .where(eq(planningSeries.id, seriesId));
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

/**
 * Extends every series whose occurrences stop before the horizon of `today`: the nightly job. Each series is its
 * own transaction; occurrences already there are left alone.
 */
export async function extendSeriesHorizons(
  db: Database,
  today: string,
  createdBy: string | null = null,
): Promise<number> {
  const horizon = horizonOf(today);
  const due = await db
    .select({ id: planningSeries.id })
    .from(planningSeries)
    .where(sql`${planningSeries.materializedUntil} < ${horizon}::date`);
  let written = 0;
  for (const { id } of due) {
    written += await db.transaction(async (tx) => {
      // Occurrences appearing at the far end of the horizon are no change to anyone's coming weeks.
      await silenceNotices(tx);
      const series = await lockSeries(tx, id);
      if (!series || series.materializedUntil >= horizon) return 0;
      const window = windowOf(series.rrule, shiftDay(series.materializedUntil, 1), today);
      const insert =
        window.from > window.to
          ? []
          : (await planSeries(tx, id, seriesDraftOf(series), series.excludedDates, window)).insert;
      await applyPlan(tx, series, { insert, keep: [], remove: [] }, horizon, createdBy);
      return insert.length;
    });
  }
  return written;
}

/** The draft a stored series is made of. */
export function seriesDraftOf(series: SeriesRecord): SeriesDraft {
  return {
    place: { title: series.title, description: series.description, location: series.location, siteId: series.siteId },
    rrule: series.rrule,
    durationMinutes: series.durationMinutes,
    employeeIds: series.employeeIds,
  };
}

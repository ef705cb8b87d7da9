import { and, eq, notInArray, sql } from "drizzle-orm";
import { planningSeries, planningSeriesEmployees } from "../../../../db/schema";
import type { Tx } from "../../../lib/db.server";
import { endRuleBefore } from "./series-rules";

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
  breakMinutes: number;
  rrule: string;
  durationMinutes: number;
  /** False: occurrences falling on a French public holiday are not planned. */
  worksPublicHolidays: boolean;
  excludedDates: string[];
  materializedUntil: string;
  employeeIds: string[];
}

/** What a planning of the series says: the same for every occurrence. */
export type SeriesPlace = Pick<SeriesRecord, "title" | "description" | "location" | "siteId" | "breakMinutes">;

/** What a series is made of: what and where, its rule (public holidays worked or not) and who works it. */
export interface SeriesDraft {
  place: SeriesPlace;
  rrule: string;
  durationMinutes: number;
  worksPublicHolidays: boolean;
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
    breakMinutes: row.breakMinutes,
    rrule: row.rrule,
    durationMinutes: row.durationMinutes,
    worksPublicHolidays: row.worksPublicHolidays,
    excludedDates: row.excludedDates,
    materializedUntil: row.materializedUntil,
    employeeIds: employees.map((employee) => employee.employeeId).sort(),
  };
}

function seriesValues(draft: SeriesDraft) {
  return {
    title: draft.place.title,
    description: draft.place.description,
    location: draft.place.location,
    siteId: draft.place.siteId,
    breakMinutes: draft.place.breakMinutes,
    rrule: draft.rrule,
    durationMinutes: draft.durationMinutes,
    worksPublicHolidays: draft.worksPublicHolidays,
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

/** Ends the series the day before `day`: its occurrences from `day` on leave it or go (see the callers). */
export async function endSeriesBefore(tx: Tx, series: SeriesRecord, day: string): Promise<void> {
  await tx
    .update(planningSeries)
    .set({ rrule: endRuleBefore(series.rrule, day), updatedAt: new Date() })
    .where(eq(planningSeries.id, series.id));
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

/** The draft a stored series is made of. */
export function seriesDraftOf(series: SeriesRecord): SeriesDraft {
  return {
    place: {
      title: series.title,
      description: series.description,
      location: series.location,
      siteId: series.siteId,
      breakMinutes: series.breakMinutes,
    },
    rrule: series.rrule,
    durationMinutes: series.durationMinutes,
    worksPublicHolidays: series.worksPublicHolidays,
    employeeIds: series.employeeIds,
  };
}

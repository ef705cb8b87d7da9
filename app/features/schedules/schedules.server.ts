import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { planningAssignments, plannings, sites, user } from "../../../db/schema";
import { type Database, getDb } from "../../lib/db.server";
import { overlapping, type Range } from "../../lib/planning-period.server";
import { selectAssignedPlannings } from "../../lib/shifts.server";
import { isUuid } from "../../lib/uuid";
import { groupSchedules, type LocationGroup, SITE_KEY_PREFIX, toPlannings } from "./grouping";
import { type LocationCount, type PageWindow, pageWindow } from "./pagination";
import type { Planning, PlanningSite, ScheduleRow } from "./schedules";
import { seriesInfoOf } from "./series/series-info.server";
import { vacanciesOf } from "./vacancies.server";

// A literal, not a parameter: the select and the group by must be the same expression for PostgreSQL.
const siteKeyPrefixSql = sql.raw(`'${SITE_KEY_PREFIX}'`);

/** The grouping key of a planning, as `groupKey` computes it: its site, else its trimmed location. */
const locationKeySql = sql<string>`case when ${plannings.siteId} is not null then ${siteKeyPrefixSql} || ${plannings.siteId}::text else coalesce(btrim(${plannings.location}), '') end`;

/** How many plannings each group has among those that overlap `range` (every planning when it is null). */
export async function countPlanningsByLocation(range: Range | null): Promise<LocationCount[]> {
  return getDb()
    .select({ key: locationKeySql, count: sql<number>`count(*)::int`, siteName: sites.name })
    .from(plannings)
    .leftJoin(sites, eq(sites.id, plannings.siteId))
    .where(range ? overlapping(range) : undefined)
    .groupBy(locationKeySql, sites.name);
}

/** The site's columns a planning is shown with (never its access details). */
const siteColumns = {
  siteId: sites.id,
  siteName: sites.name,
  siteAddress: sites.address,
  sitePostalCode: sites.postalCode,
  siteCity: sites.city,
};

type SiteColumns = { [K in keyof typeof siteColumns]: string | null };

function siteOf(row: SiteColumns): PlanningSite | null {
  if (row.siteId === null || row.siteName === null) return null;
  return {
    id: row.siteId,
    name: row.siteName,
    address: row.siteAddress ?? "",
    postalCode: row.sitePostalCode ?? "",
    city: row.siteCity ?? "",
  };
}

/** The planning's own fields, as every planning query reads them. */
export const planningColumns = {
  planningId: plannings.id,
  title: plannings.title,
  description: plannings.description,
  location: plannings.location,
  startTime: plannings.startTime,
  endTime: plannings.endTime,
  isAllDay: plannings.isAllDay,
  breakMinutes: plannings.breakMinutes,
};

/** Where a planning stands in a recurring series, as the staff screen reads it. */
const occurrenceColumns = {
  seriesId: plannings.seriesId,
  occurrenceDate: plannings.occurrenceDate,
  detached: plannings.detached,
};

/** An assignment and the name of its employee, as every planning query reads them. */
export const assignmentColumns = {
  assignmentId: planningAssignments.id,
  employeeId: planningAssignments.employeeId,
  firstName: user.firstName,
  lastName: user.lastName,
};

/**
 * One page of the plannings that overlap `range` (every planning when it is null), in display order: locations
 * in the order of `window.keys`, then start time; with the assignment rows of just those plannings.
 */
export async function listPageRows(range: Range | null, window: PageWindow): Promise<ScheduleRow[]> {
  if (window.keys.length === 0) return [];
  const keys = sql`array[${sql.join(
    window.keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
  const page = await getDb()
    .select({ ...planningColumns, ...siteColumns, ...occurrenceColumns })
    .from(plannings)
    .leftJoin(sites, eq(sites.id, plannings.siteId))
    .where(and(range ? overlapping(range) : undefined, sql`${locationKeySql} = any(${keys})`))
    .orderBy(
      sql`array_position(${keys}, ${locationKeySql})`,
      asc(plannings.startTime),
      asc(plannings.title),
      asc(plannings.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  if (page.length === 0) return [];
  const assignments = await getDb()
    .select({ planningId: planningAssignments.planningId, ...assignmentColumns })
    .from(planningAssignments)
    .innerJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(
      inArray(
        planningAssignments.planningId,
        page.map((planning) => planning.planningId),
      ),
    );
  const byPlanning = new Map<string, typeof assignments>();
  for (const assignment of assignments) {
    const list = byPlanning.get(assignment.planningId);
    if (list) list.push(assignment);
    else byPlanning.set(assignment.planningId, [assignment]);
  }
  const series = await seriesInfoOf(getDb(), page);
  return page.flatMap((row): ScheduleRow[] => {
    const { siteId, siteName, siteAddress, sitePostalCode, siteCity, seriesId, occurrenceDate, detached, ...planning } =
      row;
    const fields = {
      ...planning,
      site: siteOf({ siteId, siteName, siteAddress, sitePostalCode, siteCity }),
      series: series.get(row.planningId) ?? null,
      startTime: planning.startTime.toISOString(),
      endTime: planning.endTime.toISOString(),
    };
    const people = byPlanning.get(planning.planningId);
    if (!people) return [{ ...fields, assignmentId: null, employeeId: null, firstName: null, lastName: null }];
    return people.map(({ planningId: _, ...person }) => ({ ...fields, ...person }));
  });
}

export interface SchedulePage {
  groups: LocationGroup[];
  pagination: { page: number; pageCount: number; total: number };
}

/** The page `asked` of the plannings overlapping `range`, grouped, each group header counting the whole range. */
export async function loadSchedulePage(range: Range | null, asked: number): Promise<SchedulePage> {
  const window = pageWindow(await countPlanningsByLocation(range), asked);
  const rows = await listPageRows(range, window);
  const groups = groupSchedules(rows, window.totals);
  const vacancies = await vacanciesOf(rows.map((row) => row.planningId));
  for (const planning of groups.flatMap((group) => group.plannings))
    planning.vacancies = vacancies.get(planning.id) ?? [];
  return {
    groups,
    pagination: { page: window.page, pageCount: window.pageCount, total: window.total },
  };
}

/**
 * The plannings `where` selects, each with its site, its series and its assigned employees, by start time; `db` may
 * be a transaction, that reads what it has locked.
 */
export async function readPlannings(where: SQL | undefined, db: Database = getDb()): Promise<Planning[]> {
  const rows = await db
    .select({ ...planningColumns, ...siteColumns, ...occurrenceColumns, ...assignmentColumns })
    .from(plannings)
    .leftJoin(sites, eq(sites.id, plannings.siteId))
    .leftJoin(planningAssignments, eq(planningAssignments.planningId, plannings.id))
    .leftJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(where)
    .orderBy(asc(plannings.startTime), asc(plannings.title), asc(plannings.id));
  const series = await seriesInfoOf(db, rows);
  return toPlannings(
    rows.map(({ seriesId, occurrenceDate, detached, ...row }) => ({
      ...row,
      site: siteOf(row),
      series: series.get(row.planningId) ?? null,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
    })),
  );
}

/** A planning with its assigned employees; `db` may be a transaction, that reads what it has locked. */
export async function getPlanning(planningId: string, db: Database = getDb()): Promise<Planning | null> {
  if (!isUuid(planningId)) return null;
  const [planning] = await readPlannings(eq(plannings.id, planningId), db);
  return planning ?? null;
}

/** One employee's plannings, by start (for /my-schedule and the calendar feed). */
export async function listEmployeePlannings(employeeId: string): Promise<Omit<Planning, "assignedUsers" | "site">[]> {
  const { planningId, ...fields } = planningColumns;
  const rows = await selectAssignedPlannings(getDb(), { id: planningId, ...fields })
    .where(eq(planningAssignments.employeeId, employeeId))
    .orderBy(asc(plannings.startTime), asc(plannings.title));
  return rows.map((row) => ({ ...row, startTime: row.startTime.toISOString(), endTime: row.endTime.toISOString() }));
}

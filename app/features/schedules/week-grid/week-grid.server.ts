import { and, eq, inArray } from "drizzle-orm";
import { planningAssignments, plannings, planningVacancies } from "../../../../db/schema";
import { versionedCache } from "../../../lib/data-version.server";
import { getDb } from "../../../lib/db.server";
import { assignmentsMeeting, overlapping, type Range } from "../../../lib/planning-period.server";
import type { Planning } from "../schedules";
import { readPlannings } from "../schedules.server";
import { withVacancies } from "../vacancies.server";

/** The grids' plannings, kept until the next write (docs/decisions/043-week-grid-reads-kept-until-a-write.md). */
const kept = versionedCache<Planning[]>();

/**
 * Every planning that overlaps `range` (a week), with its site, its assigned employees and who it waits to replace
 * (*à remplacer*): the week grid shows the whole week, not a page of it. The range condition is served by the GiST index on the plannings' periods.
 * With `employeeIds` (the employees grid's page of rows), only the plannings one of them works, read from the
 * assignments' index on employee and period end rather than every planning of the week, and those an absence took
 * one of them off.
 */
export function listWeekPlannings(range: Range, employeeIds?: readonly string[]): Promise<Planning[]> {
  const key = `${range.start.toISOString()} ${range.end.toISOString()} ${employeeIds?.join(",") ?? "tous"}`;
  return kept(key, () => readWeekPlannings(range, employeeIds));
}

async function readWeekPlannings(range: Range, employeeIds?: readonly string[]): Promise<Planning[]> {
  if (!employeeIds) return withVacancies(await readPlannings(overlapping(range)));
  if (employeeIds.length === 0) return [];
  const [worked, vacated] = await Promise.all([
    getDb()
      .select({ id: planningAssignments.planningId })
      .from(planningAssignments)
      .where(and(inArray(planningAssignments.employeeId, [...employeeIds]), assignmentsMeeting(range))),
    getDb()
      .select({ id: planningVacancies.planningId })
      .from(planningVacancies)
      .innerJoin(plannings, eq(plannings.id, planningVacancies.planningId))
      .where(and(inArray(planningVacancies.employeeId, [...employeeIds]), overlapping(range))),
  ]);
  // The ids first, then the plannings by their key: as one subquery, the planner hashed every planning of the week.
  const ids = [...new Set([...worked, ...vacated].map((row) => row.id))];
  if (ids.length === 0) return [];
  return withVacancies(await readPlannings(inArray(plannings.id, ids)));
}

import { and, eq, inArray } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { planningAssignments, plannings, planningVacancies } from "../../../../db/schema";
import { getDb } from "../../../lib/db.server";
import { assignmentsMeeting, overlapping, type Range } from "../../../lib/planning-period.server";
import type { Planning } from "../schedules";
import { readPlannings } from "../schedules.server";
import { withVacancies } from "../vacancies.server";

/**
 * Every planning that overlaps `range` (a week), with its site, its assigned employees and who it waits to replace
 * (*à remplacer*): the week grid shows the
 * whole week, not a page of it. The range condition is served by the GiST index on the plannings' periods.
 * With `employeeIds` (the employees grid's page of rows), only the plannings one of them works, read from the
 * assignments' index on employee and period end rather than every planning of the week, and those an absence took
 * one of them off.
 */
export async function listWeekPlannings(range: Range, employeeIds?: readonly string[]): Promise<Planning[]> {
  if (!employeeIds) return withVacancies(await readPlannings(overlapping(range)));
  if (employeeIds.length === 0) return [];
  const worked = getDb()
    .select({ id: planningAssignments.planningId })
    .from(planningAssignments)
    .where(and(inArray(planningAssignments.employeeId, [...employeeIds]), assignmentsMeeting(range)));
  const vacated = getDb()
    .select({ id: planningVacancies.planningId })
    .from(planningVacancies)
    .innerJoin(plannings, eq(plannings.id, planningVacancies.planningId))
    .where(and(inArray(planningVacancies.employeeId, [...employeeIds]), overlapping(range)));
  // One set of ids, so that the plannings are read by their key (an OR of two sets would scan them all).
  return withVacancies(await readPlannings(inArray(plannings.id, union(worked, vacated))));
}

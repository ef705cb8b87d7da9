import { and, inArray } from "drizzle-orm";
import { planningAssignments, plannings } from "../../../../db/schema";
import { getDb } from "../../../lib/db.server";
import { assignmentsMeeting, overlapping, type Range } from "../../../lib/planning-period.server";
import type { Planning } from "../schedules";
import { readPlannings } from "../schedules.server";

/**
 * Every planning that overlaps `range` (a week), with its site and its assigned employees: the week grid shows the
 * whole week, not a page of it. The range condition is served by the GiST index on the plannings' periods.
 * With `employeeIds` (the employees grid's page of rows), only the plannings one of them works, read from the
 * assignments' index on employee and period end rather than every planning of the week.
 */
export function listWeekPlannings(range: Range, employeeIds?: readonly string[]): Promise<Planning[]> {
  if (!employeeIds) return readPlannings(overlapping(range));
  if (employeeIds.length === 0) return Promise.resolve([]);
  const worked = getDb()
    .select({ id: planningAssignments.planningId })
    .from(planningAssignments)
    .where(and(inArray(planningAssignments.employeeId, [...employeeIds]), assignmentsMeeting(range)));
  return readPlannings(inArray(plannings.id, worked));
}

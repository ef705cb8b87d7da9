import { and, inArray, sql } from "drizzle-orm";
import { planningAssignments, plannings } from "../../../db/schema";
import type { Database } from "../../lib/db.server";
import { assignmentsMeeting } from "../../lib/planning-period.server";
import { firstArrival, lastDeparture } from "../../lib/punch-sql.server";
import { selectAssignedPlannings } from "../../lib/shifts.server";
import type { WorkedTimes } from "./paid-shifts";

/** On a query over assignments: whether a manager validated the week, in `zone`, the assignment starts in. */
const inValidatedWeek = (zone: string) => sql`exists (select 1 from timesheet_weeks w
  where w.employee_id = ${planningAssignments.employeeId}
  and w.monday = date_trunc('week', ${planningAssignments.startTime} at time zone ${zone})::date)`;

/**
 * Each employee's shifts meeting the span in a validated week, with their first arrival and last departure in force,
 * by employee then planning id: what `paidShifts` pays as worked.
 */
export async function readWorkedTimes(
  employeeIds: readonly string[],
  span: { start: Date; end: Date },
  zone: string,
  db: Database,
): Promise<Map<string, Map<string, WorkedTimes>>> {
  const byEmployee = new Map<string, Map<string, WorkedTimes>>();
  if (employeeIds.length === 0) return byEmployee;
  const rows = await selectAssignedPlannings(db, {
    employeeId: planningAssignments.employeeId,
    planningId: plannings.id,
    arrival: firstArrival,
    departure: lastDeparture,
  }).where(
    and(inArray(planningAssignments.employeeId, [...employeeIds]), assignmentsMeeting(span), inValidatedWeek(zone)),
  );
  for (const { employeeId, planningId, arrival, departure } of rows) {
    const own = byEmployee.get(employeeId) ?? new Map<string, WorkedTimes>();
    own.set(planningId, { arrival, departure });
    byEmployee.set(employeeId, own);
  }
  return byEmployee;
}

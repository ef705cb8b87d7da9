import { asc, eq } from "drizzle-orm";
import { planningAssignments, plannings, sites, user } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { overlapping, type Range } from "../../lib/planning-period.server";
import { type Planning, toPlannings } from "./schedules";
import { assignmentColumns, occurrenceColumns, planningColumns, siteColumns, siteOf } from "./schedules.server";
import { seriesInfoOf } from "./series.server";

/**
 * Every planning that overlaps `range` (a week), with its site and its assigned employees: the week grid shows the
 * whole week, not a page of it. The range condition is served by the GiST index on the plannings' periods.
 */
export async function listWeekPlannings(range: Range): Promise<Planning[]> {
  const rows = await getDb()
    .select({ ...planningColumns, ...assignmentColumns, ...siteColumns, ...occurrenceColumns })
    .from(plannings)
    .leftJoin(sites, eq(sites.id, plannings.siteId))
    .leftJoin(planningAssignments, eq(planningAssignments.planningId, plannings.id))
    .leftJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(overlapping(range))
    .orderBy(asc(plannings.startTime), asc(plannings.title), asc(plannings.id));
  const series = await seriesInfoOf(getDb(), rows);
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

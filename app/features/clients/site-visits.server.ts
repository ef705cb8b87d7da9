import { and, asc, eq, gte, lt } from "drizzle-orm";
import { planningAssignments, plannings, user } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { selectAssignedPlannings } from "../../lib/shifts.server";
import { type ComingVisit, visitsOf } from "./site-visits";

/** How far ahead the portal shows a site's visits. */
export const COMING_VISITS_DAYS = 14;

/** The visits planned at a site from `from` (not yet ended) for the next COMING_VISITS_DAYS days. */
export async function comingVisits(siteId: string, from: Date): Promise<ComingVisit[]> {
  const until = new Date(from.getTime() + COMING_VISITS_DAYS * 24 * 60 * 60 * 1000);
  const shifts = await selectAssignedPlannings(getDb(), {
    start: planningAssignments.startTime,
    end: planningAssignments.endTime,
    firstName: user.firstName,
  })
    .innerJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(
      and(
        eq(plannings.siteId, siteId),
        gte(planningAssignments.endTime, from),
        lt(planningAssignments.startTime, until),
      ),
    )
    .orderBy(asc(planningAssignments.startTime), asc(user.firstName));
  return visitsOf(shifts);
}

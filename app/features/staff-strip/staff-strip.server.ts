import { and, asc, count, eq, gt, lt } from "drizzle-orm";
import { planningAssignments, plannings, sites } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import type { SessionUser } from "../../lib/permissions";
import { assignmentsEndingAfter } from "../../lib/planning-period.server";
import { selectShifts } from "../../lib/shifts.server";
import { type StaffStrip, todayRange } from "./staff-strip";

/** The strip for a signed-in user: an employee's next shift, or today's work for managers and admins. */
export async function loadStaffStrip(user: SessionUser, zone: string, now = new Date()): Promise<StaffStrip | null> {
  const db = getDb();
  if (user.role === "employee") {
    const [next] = await selectShifts(db, {
      startTime: plannings.startTime,
      endTime: plannings.endTime,
      location: plannings.location,
      site: sites.name,
    })
      .where(and(eq(planningAssignments.employeeId, user.id), assignmentsEndingAfter(now)))
      .orderBy(asc(planningAssignments.startTime))
      .limit(1);
    return {
      kind: "employee",
      next: next
        ? {
            startTime: next.startTime.toISOString(),
            endTime: next.endTime.toISOString(),
            place: next.site ?? next.location,
          }
        : null,
    };
  }
  if (user.role === "manager" || user.role === "admin") {
    const { start, end } = todayRange(zone, now);
    const [row] = await db
      .select({ total: count() })
      .from(plannings)
      .where(and(lt(plannings.startTime, end), gt(plannings.endTime, start)));
    return { kind: "manager", shiftsToday: Number(row?.total ?? 0) };
  }
  return null;
}

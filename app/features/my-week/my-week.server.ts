import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { planningAssignments, plannings, sites, user } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { personName } from "../../lib/person-name.server";
import { assignmentsEndingAfter, assignmentsMeeting, type Range } from "../../lib/planning-period.server";
import { selectShifts } from "../../lib/shifts.server";
import type { MyShift } from "./my-week";

/**
 * The employee's own shifts meeting `scope`'s week, or the `"next"` one: the one under way, or else the next to start.
 * Each comes with the colleagues on it, and the site's access details on those not ended at `now`: access codes reach
 * only the employees who still have to get in, never anyone else, and not someone whose shift there is over (the code
 * may have changed since, for the next team).
 */
export async function listMyShifts(employeeId: string, scope: { week: Range } | "next", now: Date): Promise<MyShift[]> {
  const db = getDb();
  const within = scope === "next" ? assignmentsEndingAfter(now) : assignmentsMeeting(scope.week);
  const query = selectShifts(db, {
    id: plannings.id,
    title: plannings.title,
    description: plannings.description,
    location: plannings.location,
    startTime: plannings.startTime,
    endTime: plannings.endTime,
    breakMinutes: plannings.breakMinutes,
    siteName: sites.name,
    address: sites.address,
    postalCode: sites.postalCode,
    city: sites.city,
    accessInstructions: sites.accessInstructions,
    accessCode: sites.accessCode,
  })
    .where(and(eq(planningAssignments.employeeId, employeeId), within))
    .orderBy(asc(planningAssignments.startTime), asc(plannings.title));
  const rows = await (scope === "next" ? query.limit(1) : query);
  if (rows.length === 0) return [];

  const planningIds = rows.map((row) => row.id);
  const others = await db
    .select({ planningId: planningAssignments.planningId, name: personName() })
    .from(planningAssignments)
    .innerJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(and(inArray(planningAssignments.planningId, planningIds), ne(planningAssignments.employeeId, employeeId)))
    .orderBy(asc(user.lastName), asc(user.firstName));
  const colleagues = new Map<string, string[]>();
  for (const other of others) {
    const names = colleagues.get(other.planningId) ?? [];
    names.push(other.name);
    colleagues.set(other.planningId, names);
  }

  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    breakMinutes: row.breakMinutes,
    site:
      row.siteName !== null && row.address !== null && row.postalCode !== null && row.city !== null
        ? {
            name: row.siteName,
            address: row.address,
            postalCode: row.postalCode,
            city: row.city,
            accessInstructions: row.endTime > now ? row.accessInstructions : null,
            accessCode: row.endTime > now ? row.accessCode : null,
          }
        : null,
    colleagues: colleagues.get(row.id) ?? [],
  }));
}

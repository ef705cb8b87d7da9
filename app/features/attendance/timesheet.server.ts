import { and, asc, eq, gt, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { planningAssignments, plannings, punches, sites, user } from "../../../db/schema";
import { fullName } from "../../domain/people";
import { getDb } from "../../lib/db.server";
import { selectShifts } from "../../lib/shifts.server";
import type { PlannedShift, PunchRecord } from "./timesheet";

const HALF_DAY = 12 * 3_600_000;
const author = alias(user, "author");

/**
 * What the week's sheet is built from: the employee's shifts that start in the week, and every punch of theirs,
 * corrections and the rows they replaced included, from half a day before to half a day after (a night's shift).
 */
export async function timesheetInputs(
  employeeId: string,
  week: { start: Date; end: Date },
): Promise<{ shifts: PlannedShift[]; records: PunchRecord[] }> {
  const db = getDb();
  const [shifts, rows] = await Promise.all([
    selectShifts(db, {
      planningId: plannings.id,
      title: plannings.title,
      site: sites.name,
      siteId: plannings.siteId,
      start: plannings.startTime,
      end: plannings.endTime,
      breakMinutes: planningAssignments.breakMinutes,
    })
      .where(
        and(
          eq(planningAssignments.employeeId, employeeId),
          gt(planningAssignments.startTime, new Date(week.start.getTime() - 1)),
          lt(planningAssignments.startTime, week.end),
          eq(plannings.isAllDay, false),
        ),
      )
      .orderBy(asc(plannings.startTime)),
    db
      .select({
        id: punches.id,
        kind: punches.kind,
        at: punches.at,
        planningId: punches.planningId,
        siteId: punches.siteId,
        site: sites.name,
        method: punches.method,
        authorFirst: author.firstName,
        authorLast: author.lastName,
        supersedesId: punches.supersedesId,
        reason: punches.reason,
        flags: punches.flags,
      })
      .from(punches)
      .innerJoin(sites, eq(sites.id, punches.siteId))
      .leftJoin(author, eq(author.id, punches.authorId))
      .where(
        and(
          eq(punches.employeeId, employeeId),
          gt(punches.at, new Date(week.start.getTime() - HALF_DAY)),
          lt(punches.at, new Date(week.end.getTime() + HALF_DAY)),
        ),
      ),
  ]);
  const records = rows.map(({ authorFirst, authorLast, ...row }) => ({
    ...row,
    author: authorFirst === null ? "Compte supprimé" : fullName({ firstName: authorFirst, lastName: authorLast }),
  }));
  return { shifts, records };
}

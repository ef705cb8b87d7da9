import { and, asc, eq, gt, lt, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  absences,
  planningAssignments,
  plannings,
  planningVacancies,
  sites,
  user,
  vacancyHolderColumns,
  vacancyReason,
} from "../../../db/schema";
import { fullName } from "../../domain/people";
import { getDb } from "../../lib/db.server";
import { overlapping, type Range } from "../../lib/planning-period.server";
import { foldShifts, type HomeShift, type OverlapAlert, type VacantShift } from "./staff-home";

const shiftColumns = {
  id: plannings.id,
  title: plannings.title,
  location: plannings.location,
  startTime: plannings.startTime,
  endTime: plannings.endTime,
  siteId: sites.id,
  siteName: sites.name,
  siteCity: sites.city,
};

/** The shifts that meet `range` (a day), with their site and who works them, by start time. */
export async function listShiftsBetween(range: Range): Promise<HomeShift[]> {
  const rows = await getDb()
    .select({ ...shiftColumns, firstName: user.firstName, lastName: user.lastName })
    .from(plannings)
    .leftJoin(sites, eq(sites.id, plannings.siteId))
    .leftJoin(planningAssignments, eq(planningAssignments.planningId, plannings.id))
    .leftJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(overlapping(range))
    .orderBy(asc(plannings.startTime), asc(plannings.title), asc(plannings.id));
  return foldShifts(rows);
}

/** The shifts of `range` that nobody is assigned to, by start time (at most `limit`). */
export async function listUnassignedShifts(range: Range, limit = 50): Promise<HomeShift[]> {
  const rows = await getDb()
    .select({ ...shiftColumns, firstName: sql<null>`null`, lastName: sql<null>`null` })
    .from(plannings)
    .leftJoin(sites, eq(sites.id, plannings.siteId))
    .where(
      and(
        overlapping(range),
        notExists(
          getDb()
            .select({ one: sql`1` })
            .from(planningAssignments)
            .where(eq(planningAssignments.planningId, plannings.id)),
        ),
        // Those an absence emptied are listed as to replace.
        notExists(
          getDb().select({ one: sql`1` }).from(planningVacancies).where(eq(planningVacancies.planningId, plannings.id)),
        ),
      ),
    )
    .orderBy(asc(plannings.startTime), asc(plannings.title), asc(plannings.id))
    .limit(limit);
  return foldShifts(rows);
}

/**
 * The shifts of `range` not over at `now` that an absence took someone off, by start time (at most `limit`): who
 * works them still, and who they wait to replace and why.
 */
export async function listShiftsToReplace(range: Range, now: Date, limit = 50): Promise<VacantShift[]> {
  const rows = await getDb()
    .select({
      ...shiftColumns,
      ...vacancyHolderColumns,
    })
    .from(planningVacancies)
    .innerJoin(plannings, eq(plannings.id, planningVacancies.planningId))
    .innerJoin(user, eq(user.id, planningVacancies.employeeId))
    .leftJoin(absences, eq(absences.id, planningVacancies.absenceId))
    .leftJoin(sites, eq(sites.id, plannings.siteId))
    .where(and(overlapping(range), gt(plannings.endTime, now)))
    .orderBy(asc(plannings.startTime), asc(plannings.title), asc(plannings.id))
    .limit(limit);
  const shifts = foldShifts(rows.map((row) => ({ ...row, firstName: null, lastName: null })));
  return shifts.map((shift) => ({
    ...shift,
    replacing: rows
      .filter((row) => row.id === shift.id)
      .map((row) => {
        const reason = vacancyReason(row);
        return reason ? `${fullName(row)} (${reason})` : fullName(row);
      }),
  }));
}

/**
 * Employees booked on two shifts at once in `range`: each pair of one employee's assignments whose periods
 * overlap, once (the first planning by id), by the first shift's start.
 */
export async function listOverlaps(range: Range, limit = 50): Promise<OverlapAlert[]> {
  const other = alias(planningAssignments, "other_assignment");
  const second = alias(plannings, "second_planning");
  const rows = await getDb()
    .select({
      firstName: user.firstName,
      lastName: user.lastName,
      firstId: plannings.id,
      firstTitle: plannings.title,
      firstStart: plannings.startTime,
      firstEnd: plannings.endTime,
      secondId: second.id,
      secondTitle: second.title,
      secondStart: second.startTime,
      secondEnd: second.endTime,
    })
    .from(planningAssignments)
    .innerJoin(plannings, eq(plannings.id, planningAssignments.planningId))
    // The other assignment's copy of its period bounds it, so the index on (employee, end) reads only the shifts
    // around the first one, not the employee's whole history.
    .innerJoin(
      other,
      and(
        eq(other.employeeId, planningAssignments.employeeId),
        lt(planningAssignments.planningId, other.planningId),
        gt(other.endTime, plannings.startTime),
        lt(other.startTime, plannings.endTime),
      ),
    )
    .innerJoin(second, eq(second.id, other.planningId))
    .innerJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(
      and(
        overlapping(range),
        overlapping(range, second),
        sql`tstzrange(${plannings.startTime}, ${plannings.endTime}) && tstzrange(${second.startTime}, ${second.endTime})`,
      ),
    )
    .orderBy(asc(plannings.startTime), asc(second.startTime), asc(user.lastName))
    .limit(limit);
  return rows.map((row) => {
    const a = { id: row.firstId, title: row.firstTitle, startTime: row.firstStart, endTime: row.firstEnd };
    const b = { id: row.secondId, title: row.secondTitle, startTime: row.secondStart, endTime: row.secondEnd };
    const [first, second] = a.startTime <= b.startTime ? [a, b] : [b, a];
    return { employee: `${row.firstName} ${row.lastName}`.trim(), first: shiftOf(first), second: shiftOf(second) };
  });
}

function shiftOf(shift: { id: string; title: string; startTime: Date; endTime: Date }) {
  return { ...shift, startTime: shift.startTime.toISOString(), endTime: shift.endTime.toISOString() };
}

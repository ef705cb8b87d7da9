import { and, asc, eq, gt, inArray, notExists, sql } from "drizzle-orm";
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
import { versionedCache } from "../../lib/data-version.server";
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

/**
 * The staff home's reads of shifts, kept until the next write to plannings, staff or sites
 * (docs/decisions/042-staff-home-reads-kept-until-a-write.md).
 */
const kept = versionedCache<HomeShift[]>();
const rangeKey = (range: Range) => `${range.start.toISOString()} ${range.end.toISOString()}`;

/** The shifts that meet `range` (days), with their site and who works them, by start time. */
export function listShiftsBetween(range: Range): Promise<HomeShift[]> {
  return kept(`entre ${rangeKey(range)}`, () => readShiftsBetween(range));
}

async function readShiftsBetween(range: Range): Promise<HomeShift[]> {
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
export function listUnassignedShifts(range: Range, limit = 50): Promise<HomeShift[]> {
  return kept(`sans employé ${rangeKey(range)} ${limit}`, () => readUnassignedShifts(range, limit));
}

async function readUnassignedShifts(range: Range, limit: number): Promise<HomeShift[]> {
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
 * One employee's double bookings (the plannings' ids, the earlier first) as the staff home lists them, with each
 * shift's title and times, in their order (at most `limit`).
 */
export async function describeOverlaps(
  bookings: readonly { employee: string; first: string; second: string }[],
  limit = 50,
): Promise<OverlapAlert[]> {
  const listed = bookings.slice(0, limit);
  if (listed.length === 0) return [];
  const rows = await getDb()
    .select({ id: plannings.id, title: plannings.title, startTime: plannings.startTime, endTime: plannings.endTime })
    .from(plannings)
    .where(inArray(plannings.id, [...new Set(listed.flatMap((booking) => [booking.first, booking.second]))]));
  const byId = new Map(rows.map((row) => [row.id, shiftOf(row)]));
  return listed.flatMap(({ employee, first, second }) => {
    const a = byId.get(first);
    const b = byId.get(second);
    return a && b ? [{ employee, first: a, second: b }] : [];
  });
}

function shiftOf(shift: { id: string; title: string; startTime: Date; endTime: Date }) {
  return { ...shift, startTime: shift.startTime.toISOString(), endTime: shift.endTime.toISOString() };
}

import { and, asc, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { planningAssignments, plannings, user } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { type LocationCount, type PageWindow, pageWindow } from "./pagination";
import {
  type BusySlot,
  fullName,
  groupSchedules,
  type LocationGroup,
  type Planning,
  type ScheduleRow,
  type StaffMember,
  toPlannings,
} from "./schedules";
import type { PlanningDetails } from "./schedules.schema";

export interface Range {
  start: Date;
  end: Date;
}

const overlapping = (range: Range) => and(lt(plannings.startTime, range.end), gt(plannings.endTime, range.start));

/** The grouping key of a planning's location, as `locationKey` computes it. */
const locationKeySql = sql<string>`coalesce(btrim(${plannings.location}), '')`;

/** How many plannings each location has among those that overlap `range` (every planning when it is null). */
export async function countPlanningsByLocation(range: Range | null): Promise<LocationCount[]> {
  return getDb()
    .select({ key: locationKeySql, count: sql<number>`count(*)::int` })
    .from(plannings)
    .where(range ? overlapping(range) : undefined)
    .groupBy(locationKeySql);
}

/** The planning's own fields, as every planning query reads them. */
const planningColumns = {
  planningId: plannings.id,
  title: plannings.title,
  description: plannings.description,
  location: plannings.location,
  startTime: plannings.startTime,
  endTime: plannings.endTime,
  isAllDay: plannings.isAllDay,
};

/**
 * One page of the plannings that overlap `range` (every planning when it is null), in display order: locations
 * in the order of `window.keys`, then start time; with the assignment rows of just those plannings.
 */
export async function listPageRows(range: Range | null, window: PageWindow): Promise<ScheduleRow[]> {
  if (window.keys.length === 0) return [];
  const keys = sql`array[${sql.join(
    window.keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
  const page = await getDb()
    .select(planningColumns)
    .from(plannings)
    .where(and(range ? overlapping(range) : undefined, sql`${locationKeySql} = any(${keys})`))
    .orderBy(
      sql`array_position(${keys}, ${locationKeySql})`,
      asc(plannings.startTime),
      asc(plannings.title),
      asc(plannings.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  if (page.length === 0) return [];
  const assignments = await getDb()
    .select({
      planningId: planningAssignments.planningId,
      scheduleId: planningAssignments.id,
      employeeId: planningAssignments.employeeId,
      firstName: user.firstName,
      lastName: user.lastName,
    })
    .from(planningAssignments)
    .innerJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(
      inArray(
        planningAssignments.planningId,
        page.map((planning) => planning.planningId),
      ),
    );
  const byPlanning = new Map<string, typeof assignments>();
  for (const assignment of assignments) {
    const list = byPlanning.get(assignment.planningId);
    if (list) list.push(assignment);
    else byPlanning.set(assignment.planningId, [assignment]);
  }
  return page.flatMap((planning): ScheduleRow[] => {
    const fields = {
      ...planning,
      startTime: planning.startTime.toISOString(),
      endTime: planning.endTime.toISOString(),
    };
    const people = byPlanning.get(planning.planningId);
    if (!people) return [{ ...fields, scheduleId: null, employeeId: null, firstName: null, lastName: null }];
    return people.map(({ planningId: _, ...person }) => ({ ...fields, ...person }));
  });
}

export interface SchedulePage {
  groups: LocationGroup[];
  pagination: { page: number; pageCount: number; total: number };
}

/** The page `asked` of the plannings overlapping `range`, grouped, each group header counting the whole range. */
export async function loadSchedulePage(range: Range | null, asked: number): Promise<SchedulePage> {
  const window = pageWindow(await countPlanningsByLocation(range), asked);
  const rows = await listPageRows(range, window);
  return {
    groups: groupSchedules(rows, window.totals),
    pagination: { page: window.page, pageCount: window.pageCount, total: window.total },
  };
}

/** The people a planning can be given to (the spec's profiles), by first name. */
export async function listStaff(): Promise<StaffMember[]> {
  return getDb()
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email })
    .from(user)
    .orderBy(asc(user.firstName), asc(user.lastName));
}

export async function getPlanning(planningId: string): Promise<Planning | null> {
  if (!isUuid(planningId)) return null;
  const rows = await getDb()
    .select({
      ...planningColumns,
      scheduleId: planningAssignments.id,
      employeeId: planningAssignments.employeeId,
      firstName: user.firstName,
      lastName: user.lastName,
    })
    .from(plannings)
    .leftJoin(planningAssignments, eq(planningAssignments.planningId, plannings.id))
    .leftJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(eq(plannings.id, planningId));
  const [planning] = toPlannings(
    rows.map((row) => ({ ...row, startTime: row.startTime.toISOString(), endTime: row.endTime.toISOString() })),
  );
  return planning ?? null;
}

/** The plannings of these employees that overlap [start, end[, for the overlap warning. */
export async function listBusySlots(employeeIds: readonly string[], range: Range): Promise<BusySlot[]> {
  if (employeeIds.length === 0) return [];
  const rows = await getDb()
    .select({
      planningId: plannings.id,
      employeeId: planningAssignments.employeeId,
      firstName: user.firstName,
      lastName: user.lastName,
      title: plannings.title,
      location: plannings.location,
      startTime: plannings.startTime,
      endTime: plannings.endTime,
    })
    .from(planningAssignments)
    .innerJoin(plannings, eq(plannings.id, planningAssignments.planningId))
    .innerJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(and(inArray(planningAssignments.employeeId, [...employeeIds]), overlapping(range)));
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    employeeName: fullName({ firstName, lastName }),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
  }));
}

export async function existingUserIds(ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(inArray(user.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from forms: anything that is not a uuid cannot name a planning or an assignment. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

function planningValues(details: PlanningDetails) {
  return {
    title: details.title,
    description: details.description,
    location: details.location,
    startTime: details.start,
    endTime: details.end,
    isAllDay: false,
  };
}

export async function createPlanning(details: PlanningDetails, employeeIds: readonly string[], createdBy: string) {
  return getDb().transaction(async (tx) => {
    const [created] = await tx
      .insert(plannings)
      .values({ ...planningValues(details), createdBy })
      .returning({ id: plannings.id });
    if (!created) throw new Error("Planning non créé.");
    if (employeeIds.length > 0) {
      await tx
        .insert(planningAssignments)
        .values([...new Set(employeeIds)].map((employeeId) => ({ planningId: created.id, employeeId })));
    }
    return created.id;
  });
}

/** Changes the planning for everyone assigned to it. False when it no longer exists. */
export async function updatePlanning(planningId: string, details: PlanningDetails): Promise<boolean> {
  if (!isUuid(planningId)) return false;
  const updated = await getDb()
    .update(plannings)
    .set({ ...planningValues(details), updatedAt: new Date() })
    .where(eq(plannings.id, planningId))
    .returning({ id: plannings.id });
  return updated.length > 0;
}

export interface AssignmentOwner {
  scheduleId: string;
  planningId: string;
  employeeId: string;
  employeeName: string;
}

export async function getAssignment(scheduleId: string): Promise<AssignmentOwner | null> {
  if (!isUuid(scheduleId)) return null;
  const [row] = await getDb()
    .select({
      scheduleId: planningAssignments.id,
      planningId: planningAssignments.planningId,
      employeeId: planningAssignments.employeeId,
      firstName: user.firstName,
      lastName: user.lastName,
    })
    .from(planningAssignments)
    .innerJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(eq(planningAssignments.id, scheduleId));
  if (!row) return null;
  return { ...row, employeeName: fullName(row) };
}

/**
 * Changes one employee's planning: alone on it, the planning itself changes; otherwise the employee moves to a
 * new planning of their own with these details, and the others keep theirs.
 */
export async function updateAssignment(assignment: AssignmentOwner, details: PlanningDetails, createdBy: string) {
  await getDb().transaction(async (tx) => {
    const [counted] = await tx
      .select({ others: sql<number>`count(*)::int` })
      .from(planningAssignments)
      .where(
        and(
          eq(planningAssignments.planningId, assignment.planningId),
          ne(planningAssignments.id, assignment.scheduleId),
        ),
      );
    if (!counted?.others) {
      await tx
        .update(plannings)
        .set({ ...planningValues(details), updatedAt: new Date() })
        .where(eq(plannings.id, assignment.planningId));
      return;
    }
    const [created] = await tx
      .insert(plannings)
      .values({ ...planningValues(details), createdBy })
      .returning({ id: plannings.id });
    if (!created) throw new Error("Planning non créé.");
    await tx
      .update(planningAssignments)
      .set({ planningId: created.id })
      .where(eq(planningAssignments.id, assignment.scheduleId));
  });
}

export async function deletePlanning(planningId: string): Promise<boolean> {
  if (!isUuid(planningId)) return false;
  const deleted = await getDb().delete(plannings).where(eq(plannings.id, planningId)).returning({ id: plannings.id });
  return deleted.length > 0;
}

function sameDetails(planning: Planning, details: PlanningDetails): boolean {
  return (
    planning.title === details.title &&
    (planning.location ?? null) === details.location &&
    (planning.description ?? null) === details.description &&
    new Date(planning.startTime).getTime() === details.start.getTime() &&
    new Date(planning.endTime).getTime() === details.end.getTime()
  );
}

/** Assigns the employee; with details changed from the planning's, they get a planning of their own instead. */
export async function addEmployee(planning: Planning, employeeId: string, details: PlanningDetails, createdBy: string) {
  if (sameDetails(planning, details)) {
    await getDb().insert(planningAssignments).values({ planningId: planning.id, employeeId });
    return planning.id;
  }
  return createPlanning(details, [employeeId], createdBy);
}

export async function removeAssignment(scheduleId: string): Promise<void> {
  await getDb().delete(planningAssignments).where(eq(planningAssignments.id, scheduleId));
}

/** One employee's plannings, by start (for /my-schedule and the calendar feed). */
export async function listEmployeePlannings(employeeId: string): Promise<Omit<Planning, "assignedUsers">[]> {
  const rows = await getDb()
    .select({
      id: plannings.id,
      title: plannings.title,
      description: plannings.description,
      location: plannings.location,
      startTime: plannings.startTime,
      endTime: plannings.endTime,
      isAllDay: plannings.isAllDay,
    })
    .from(planningAssignments)
    .innerJoin(plannings, eq(plannings.id, planningAssignments.planningId))
    .where(eq(planningAssignments.employeeId, employeeId))
    .orderBy(asc(plannings.startTime), asc(plannings.title));
  return rows.map((row) => ({ ...row, startTime: row.startTime.toISOString(), endTime: row.endTime.toISOString() }));
}

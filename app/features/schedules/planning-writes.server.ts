import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { isActiveAccount, planningAssignments, plannings, sites, user } from "../../../db/schema";
import { fullName } from "../../domain/people";
import type { Tx } from "../../lib/db.server";
import { assignmentsMeeting, type Range } from "../../lib/planning-period.server";
import { selectAssignedPlannings } from "../../lib/shifts.server";
import { isUuid } from "../../lib/uuid";
import type { BusySlot } from "./overlaps";
import type { Planning } from "./schedules";
import type { PlanningDetails } from "./schedules.schema";
import { assignmentColumns, getPlanning } from "./schedules.server";

// Planning writes, each inside the caller's transaction. Whoever checks overlaps locks first, always in the same
// order (the one planning concerned, then its employees by id), so that two managers cannot both pass the check
// for the same employee and neither waits for the other in a cycle. In PostgreSQL's read-committed mode every
// query after a lock sees what the transaction that held it committed.

export interface StaffName {
  id: string;
  firstName: string;
  lastName: string;
}

/** Locks the planning for this transaction and reads it with its employees; null when it does not exist. */
export async function lockPlanning(tx: Tx, planningId: string): Promise<Planning | null> {
  if (!isUuid(planningId)) return null;
  const [locked] = await tx
    .select({ id: plannings.id })
    .from(plannings)
    .where(eq(plannings.id, planningId))
    .for("no key update");
  return locked ? getPlanning(planningId, tx) : null;
}

/**
 * Locks these employees (every planning write that concerns them waits for this transaction) and answers which
 * of them exist, each with whether it may be given new work (neither deactivated nor awaiting approval).
 */
export async function lockEmployees(tx: Tx, employeeIds: readonly string[]): Promise<Map<string, boolean>> {
  const ids = [...new Set(employeeIds)].sort();
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: user.id, active: isActiveAccount() })
    .from(user)
    .where(inArray(user.id, ids))
    .orderBy(asc(user.id))
    .for("no key update");
  return new Map(rows.map((row) => [row.id, row.active]));
}

/** Locks one employee as `lockEmployees` does and reads their name; null when they do not exist. */
export async function lockEmployee(tx: Tx, employeeId: string): Promise<(StaffName & { active: boolean }) | null> {
  const [row] = await tx
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName, active: isActiveAccount() })
    .from(user)
    .where(eq(user.id, employeeId))
    .for("no key update");
  return row ?? null;
}

/** The plannings of these employees that overlap [start, end[, for the overlap warning. */
export async function listBusySlots(tx: Tx, employeeIds: readonly string[], range: Range): Promise<BusySlot[]> {
  if (employeeIds.length === 0) return [];
  const rows = await selectAssignedPlannings(tx, {
    planningId: plannings.id,
    employeeId: planningAssignments.employeeId,
    firstName: user.firstName,
    lastName: user.lastName,
    title: plannings.title,
    location: plannings.location,
    startTime: plannings.startTime,
    endTime: plannings.endTime,
  })
    .innerJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(and(inArray(planningAssignments.employeeId, [...employeeIds]), assignmentsMeeting(range)));
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    employeeName: fullName({ firstName, lastName }),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
  }));
}

export interface AssignmentOwner {
  assignmentId: string;
  planningId: string;
  employeeId: string;
  employeeName: string;
  /** The site of the assignment's planning. */
  siteId: string | null;
}

async function findAssignment(tx: Tx, assignmentId: string): Promise<AssignmentOwner | null> {
  const [row] = await tx
    .select({ ...assignmentColumns, planningId: planningAssignments.planningId, siteId: plannings.siteId })
    .from(planningAssignments)
    .innerJoin(user, eq(user.id, planningAssignments.employeeId))
    .innerJoin(plannings, eq(plannings.id, planningAssignments.planningId))
    .where(eq(planningAssignments.id, assignmentId));
  return row ? { ...row, employeeName: fullName(row) } : null;
}

/** Locks the planning of this assignment, then reads the assignment again: null when it is gone or has moved. */
export async function lockAssignment(tx: Tx, assignmentId: string): Promise<AssignmentOwner | null> {
  if (!isUuid(assignmentId)) return null;
  const seen = await findAssignment(tx, assignmentId);
  if (!seen || !(await lockPlanning(tx, seen.planningId))) return null;
  const current = await findAssignment(tx, assignmentId);
  return current?.planningId === seen.planningId ? current : null;
}

/**
 * Where the planning takes place: the site asked for by id (it must exist and be active), else the active site whose
 * name is the location (trimmed, whatever the case), else the free-text location. The planning's current site
 * stays acceptable once archived, so that its history can still be edited. Null when the site asked for cannot be.
 */
export async function placeDetails(
  tx: Tx,
  details: PlanningDetails,
  currentSiteId: string | null = null,
): Promise<PlanningDetails | null> {
  const usable = (site: { id: string; active: boolean }) => site.active || site.id === currentSiteId;
  const columns = { id: sites.id, name: sites.name, active: sites.active };
  if (details.siteId) {
    if (!isUuid(details.siteId)) return null;
    // Shared lock: the site cannot be archived or deleted before this transaction writes.
    const [site] = await tx.select(columns).from(sites).where(eq(sites.id, details.siteId)).for("share");
    return site && usable(site) ? { ...details, siteId: site.id, location: site.name } : null;
  }
  if (!details.location) return details;
  const [site] = await tx
    .select(columns)
    .from(sites)
    .where(sql`lower(${sites.name}) = lower(btrim(${details.location}))`)
    .for("share");
  return site && usable(site) ? { ...details, siteId: site.id, location: site.name } : details;
}

function planningValues(details: PlanningDetails) {
  return {
    title: details.title,
    description: details.description,
    location: details.location,
    siteId: details.siteId,
    startTime: details.start,
    endTime: details.end,
    breakMinutes: details.breakMinutes,
    isAllDay: false,
  };
}

export async function createPlanning(
  tx: Tx,
  details: PlanningDetails,
  employeeIds: readonly string[],
  createdBy: string,
): Promise<string> {
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
}

/** Changes the planning for everyone assigned to it. */
export async function updatePlanning(tx: Tx, planningId: string, details: PlanningDetails): Promise<void> {
  await tx
    .update(plannings)
    // now(), the transaction's own time: the labour rules find what a transaction changed by it.
    .set({ ...planningValues(details), updatedAt: sql`now()` })
    .where(eq(plannings.id, planningId));
}

/**
 * Changes one employee's planning: alone on it, the planning itself changes; otherwise the employee moves to a
 * new planning of their own with these details, and the others keep theirs.
 */
export async function updateAssignment(
  tx: Tx,
  assignment: AssignmentOwner,
  details: PlanningDetails,
  createdBy: string,
): Promise<void> {
  const [counted] = await tx
    .select({ others: sql<number>`count(*)::int` })
    .from(planningAssignments)
    .where(
      and(
        eq(planningAssignments.planningId, assignment.planningId),
        ne(planningAssignments.id, assignment.assignmentId),
      ),
    );
  if (!counted?.others) {
    await updatePlanning(tx, assignment.planningId, details);
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
    .where(eq(planningAssignments.id, assignment.assignmentId));
}

/** False when the planning no longer exists. */
export async function deletePlanning(tx: Tx, planningId: string): Promise<boolean> {
  if (!isUuid(planningId)) return false;
  const deleted = await tx.delete(plannings).where(eq(plannings.id, planningId)).returning({ id: plannings.id });
  return deleted.length > 0;
}

function sameDetails(planning: Planning, details: PlanningDetails): boolean {
  return (
    planning.title === details.title &&
    (planning.location ?? null) === details.location &&
    (planning.site?.id ?? null) === details.siteId &&
    (planning.description ?? null) === details.description &&
    planning.breakMinutes === details.breakMinutes &&
    new Date(planning.startTime).getTime() === details.start.getTime() &&
    new Date(planning.endTime).getTime() === details.end.getTime()
  );
}

/** Assigns the employee; with details changed from the planning's, they get a planning of their own instead. */
export async function addEmployee(
  tx: Tx,
  planning: Planning,
  employeeId: string,
  details: PlanningDetails,
  createdBy: string,
): Promise<string> {
  if (!sameDetails(planning, details)) return createPlanning(tx, details, [employeeId], createdBy);
  await tx.insert(planningAssignments).values({ planningId: planning.id, employeeId });
  return planning.id;
}

export async function removeAssignment(tx: Tx, assignmentId: string): Promise<void> {
  await tx.delete(planningAssignments).where(eq(planningAssignments.id, assignmentId));
}

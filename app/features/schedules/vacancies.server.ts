import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  absencePeriodColumns,
  absences,
  absencesMeeting,
  personColumns,
  planningAssignments,
  planningVacancies,
  user,
  vacancyHolderColumns,
  vacancyReason,
} from "../../../db/schema";
import { absenceLabel } from "../../domain/contracts";
import { fullName } from "../../domain/people";
import { absenceCovers, absenceSpan } from "../../lib/absence-periods";
import { getDb, type Tx } from "../../lib/db.server";
import { assignmentsMeeting, type Range } from "../../lib/planning-period.server";
import { dayOfInstant, dayText } from "../../lib/time";
import type { Vacancy } from "./schedules";

/**
 * Whether the planning `planningId` names needs someone, in SQL: someone waits to be replaced (an absence freed it),
 * or nobody works it. `fillStatus` says the same of a planning read.
 */
export const needsSomeone = (planningId: AnyPgColumn): SQL =>
  sql`(exists (select 1 from ${planningVacancies} where ${planningVacancies.planningId} = ${planningId})
  or not exists (select 1 from ${planningAssignments} where ${planningAssignments.planningId} = ${planningId}))`;

/** The employees' absences that meet the days of `range` in `zone`, with their holder's name, by name. */
async function absencesOver(tx: Tx, employeeIds: readonly string[], range: Range, zone: string) {
  if (employeeIds.length === 0) return [];
  const day = (instant: Date) => dayText(dayOfInstant(instant.getTime(), zone));
  return tx
    .select({
      id: absences.id,
      employeeId: absences.employeeId,
      firstName: user.firstName,
      lastName: user.lastName,
      ...absencePeriodColumns,
    })
    .from(absences)
    .innerJoin(user, eq(user.id, absences.employeeId))
    .where(and(inArray(absences.employeeId, [...employeeIds]), absencesMeeting(day(range.start), day(range.end))))
    .orderBy(asc(user.lastName), asc(user.firstName));
}

/**
 * Takes the employees off their shifts of `range` that one of their absences covers, in `tx`: each becomes
 * *à remplacer*, with who was on it and the absence. Answers how many shifts were freed.
 */
export async function freeAbsentShifts(tx: Tx, employeeIds: readonly string[], range: Range, zone: string) {
  const held = await absencesOver(tx, employeeIds, range, zone);
  if (held.length === 0) return 0;
  const shifts = await tx
    .select({
      id: planningAssignments.id,
      planningId: planningAssignments.planningId,
      employeeId: planningAssignments.employeeId,
      start: planningAssignments.startTime,
      end: planningAssignments.endTime,
    })
    .from(planningAssignments)
    .where(and(inArray(planningAssignments.employeeId, [...employeeIds]), assignmentsMeeting(range)));
  const freed = shifts.flatMap((shift) => {
    const absence = held.find(
      (period) =>
        period.employeeId === shift.employeeId &&
        absenceCovers(period, shift.start.getTime(), shift.end.getTime(), zone),
    );
    return absence ? [{ ...shift, absenceId: absence.id }] : [];
  });
  if (freed.length === 0) return 0;
  await tx.delete(planningAssignments).where(
    inArray(
      planningAssignments.id,
      freed.map((shift) => shift.id),
    ),
  );
  await tx
    .insert(planningVacancies)
    .values(freed.map(({ planningId, employeeId, absenceId }) => ({ planningId, employeeId, absenceId })))
    .onConflictDoNothing();
  return freed.length;
}

/** The first of the employees an absence takes off `range`, with the absence's reason; null when all are there. */
export async function absentAmong(tx: Tx, employeeIds: readonly string[], range: Range, zone: string) {
  const held = await absencesOver(tx, employeeIds, range, zone);
  const absent = held.find((absence) => absenceCovers(absence, range.start.getTime(), range.end.getTime(), zone));
  return absent ? { name: fullName(absent), reason: absenceLabel(absent) } : null;
}

/**
 * Frees the shifts the absence covers (see `freeAbsentShifts`), or only those meeting its span `from` that instant on
 * (what an employee declares from a coming shift leaves the shifts already worked that day); 0 when it is gone.
 */
export async function freeShiftsOfAbsence(tx: Tx, absenceId: string, zone: string, from?: Date): Promise<number> {
  const [absence] = await tx
    .select({ employeeId: absences.employeeId, ...absencePeriodColumns })
    .from(absences)
    .where(eq(absences.id, absenceId));
  if (!absence) return 0;
  const span = absenceSpan(absence, zone);
  const start = new Date(Math.max(span.start, from?.getTime() ?? span.start));
  return freeAbsentShifts(tx, [absence.employeeId], { start, end: new Date(span.end) }, zone);
}

/**
 * Gives the holder of an absence back the shifts it freed that nobody has taken since: the absence is withdrawn or
 * changed. The assignment trigger closes each vacancy it fills.
 */
export async function giveBackShiftsOfAbsence(tx: Tx, absenceId: string): Promise<void> {
  const open = await tx
    .select({ planningId: planningVacancies.planningId, employeeId: planningVacancies.employeeId })
    .from(planningVacancies)
    .where(eq(planningVacancies.absenceId, absenceId));
  if (open.length === 0) return;
  await tx.insert(planningAssignments).values(open).onConflictDoNothing();
  await tx.delete(planningVacancies).where(eq(planningVacancies.absenceId, absenceId));
}

/** The open vacancies of the plannings, by planning: who was on each and why they are not. */
export async function vacanciesOf(planningIds: readonly string[]): Promise<Map<string, Vacancy[]>> {
  const found = new Map<string, Vacancy[]>();
  if (planningIds.length === 0) return found;
  const rows = await getDb()
    .select({
      planningId: planningVacancies.planningId,
      employeeId: planningVacancies.employeeId,
      ...vacancyHolderColumns,
    })
    .from(planningVacancies)
    .innerJoin(user, eq(user.id, planningVacancies.employeeId))
    .leftJoin(absences, eq(absences.id, planningVacancies.absenceId))
    .where(inArray(planningVacancies.planningId, [...planningIds]))
    .orderBy(asc(planningVacancies.createdAt));
  for (const row of rows) {
    const list = found.get(row.planningId) ?? [];
    list.push({
      employeeId: row.employeeId,
      name: fullName(row),
      reason: vacancyReason(row),
    });
    found.set(row.planningId, list);
  }
  return found;
}

/**
 * Whom the planning waits to replace, the oldest first (the one the next assignment replaces), in `tx`: empty when
 * it needs nobody.
 */
export async function vacancyHolders(tx: Tx, planningId: string) {
  return tx
    .select({ id: user.id, ...personColumns, banned: user.banned })
    .from(planningVacancies)
    .innerJoin(user, eq(user.id, planningVacancies.employeeId))
    .where(eq(planningVacancies.planningId, planningId))
    .orderBy(asc(planningVacancies.createdAt));
}

/** The plannings with their open vacancies attached. */
export async function withVacancies<P extends { id: string }>(list: P[]): Promise<(P & { vacancies: Vacancy[] })[]> {
  const found = await vacanciesOf(list.map((planning) => planning.id));
  return list.map((planning) => ({ ...planning, vacancies: found.get(planning.id) ?? [] }));
}

/** What recording an absence does to the plannings (from `from` on when given), run in the absence's transaction. */
export const absenceShifts = (zone: string, from?: Date) => ({
  free: (tx: Tx, absenceId: string) => freeShiftsOfAbsence(tx, absenceId, zone, from),
  giveBack: giveBackShiftsOfAbsence,
});

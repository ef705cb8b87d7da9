import { and, desc, eq, gte, ne, type SQL } from "drizzle-orm";
import { absencePeriodColumns, type absenceRequests, absences, absencesMeeting, user } from "../../../db/schema";
import type { AbsencePeriod } from "../../domain/contracts";
import { absencesOverlap } from "../../lib/absence-periods";
import { getDb, type Tx } from "../../lib/db.server";
import { isUuid } from "../../lib/uuid";
import type { AbsenceInput } from "./contracts.schema";

/** An absence as the employee file lists it. */
export type AbsenceRow = AbsencePeriod & { id: string };

export type AbsenceOutcome =
  | { ok: true; id: string; freed: number }
  | { ok: false; reason: "EMPLOYEE_NOT_FOUND" | "NOT_FOUND" | "OVERLAP" };

/**
 * What an absence does to the plannings, handed in by the route (a feature does not import another), in the
 * transaction that writes the absence.
 */
export interface AbsenceShifts {
  /** Takes the holder off the shifts the absence covers, which become *à remplacer*; answers how many. */
  free(tx: Tx, absenceId: string): Promise<number>;
  /** Gives the holder back the shifts the absence freed that nobody has taken since. */
  giveBack(tx: Tx, absenceId: string): Promise<void>;
}

/** Every absence of the employee, the latest first; from `fromDay` on when given (those ending that day or later). */
export async function listAbsences(employeeId: string, fromDay?: string): Promise<AbsenceRow[]> {
  return getDb()
    .select({ id: absences.id, ...absencePeriodColumns })
    .from(absences)
    .where(and(eq(absences.employeeId, employeeId), fromDay ? gte(absences.endsOn, fromDay) : undefined))
    .orderBy(desc(absences.startsOn), desc(absences.endsOn));
}

const periodValues = (input: AbsenceInput) => ({
  kind: input.kind,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  halfDay: input.halfDay,
  note: input.note,
});

/** Locks the employee, so that two writes of their absences run one after the other; false when they are gone. */
export async function lockHolder(tx: Tx, employeeId: string): Promise<boolean> {
  const [employee] = await tx.select({ id: user.id }).from(user).where(eq(user.id, employeeId)).for("update");
  return Boolean(employee);
}

/**
 * Whether the period shares a half day with one of the employee's periods in `table` (their absences, or their
 * requests for one) that `among` keeps.
 */
export async function overlapsIn(
  tx: Tx,
  table: typeof absences | typeof absenceRequests,
  employeeId: string,
  input: AbsenceInput,
  among: SQL | undefined,
): Promise<boolean> {
  const others = await tx
    .select({ startsOn: table.startsOn, endsOn: table.endsOn, halfDay: table.halfDay })
    .from(table as typeof absences)
    .where(and(eq(table.employeeId, employeeId), absencesMeeting(input.startsOn, input.endsOn, table), among));
  return others.some((other) => absencesOverlap(other, input));
}

/** Whether the period shares a half day with another absence of the employee (`except` the one being changed). */
export const overlapsAnother = (tx: Tx, employeeId: string, input: AbsenceInput, except?: string) =>
  overlapsIn(tx, absences, employeeId, input, except ? ne(absences.id, except) : undefined);

/** Records an absence of the employee and frees the shifts it covers; `recordedBy` is who wrote it. */
export async function addAbsence(
  employeeId: string,
  input: AbsenceInput,
  recordedBy: string,
  shifts: AbsenceShifts,
): Promise<AbsenceOutcome> {
  return getDb().transaction((tx) => writeAbsence(tx, employeeId, input, recordedBy, shifts));
}

/** `addAbsence` in the caller's transaction (an approved request writes its absence with its decision). */
export async function writeAbsence(
  tx: Tx,
  employeeId: string,
  input: AbsenceInput,
  recordedBy: string,
  shifts: AbsenceShifts,
): Promise<AbsenceOutcome> {
  if (!(await lockHolder(tx, employeeId))) return { ok: false, reason: "EMPLOYEE_NOT_FOUND" };
  if (await overlapsAnother(tx, employeeId, input)) return { ok: false, reason: "OVERLAP" };
  const [created] = await tx
    .insert(absences)
    .values({ employeeId, ...periodValues(input), createdBy: recordedBy })
    .returning({ id: absences.id });
  if (!created) throw new Error("Absence non enregistrée.");
  return { ok: true, id: created.id, freed: await shifts.free(tx, created.id) };
}

const ofEmployee = (employeeId: string, id: string) => and(eq(absences.id, id), eq(absences.employeeId, employeeId));

/** Locks the holder, then finds their absence: a refusal, or null when the absence can be changed. */
async function lockOwnAbsence(tx: Tx, employeeId: string, id: string): Promise<AbsenceOutcome | null> {
  if (!(await lockHolder(tx, employeeId))) return { ok: false, reason: "EMPLOYEE_NOT_FOUND" };
  const [own] = await tx.select({ id: absences.id }).from(absences).where(ofEmployee(employeeId, id));
  return own ? null : { ok: false, reason: "NOT_FOUND" };
}

/** Changes an absence: the shifts it freed go back to its holder, then those of its new period are freed. */
export async function updateAbsence(
  employeeId: string,
  id: string,
  input: AbsenceInput,
  shifts: AbsenceShifts,
): Promise<AbsenceOutcome> {
  if (!isUuid(id)) return { ok: false, reason: "NOT_FOUND" };
  return getDb().transaction(async (tx) => {
    const refusal = await lockOwnAbsence(tx, employeeId, id);
    if (refusal) return refusal;
    if (await overlapsAnother(tx, employeeId, input, id)) return { ok: false, reason: "OVERLAP" };
    await shifts.giveBack(tx, id);
    await tx.update(absences).set(periodValues(input)).where(eq(absences.id, id));
    return { ok: true, id, freed: await shifts.free(tx, id) };
  });
}

/** Deletes an absence recorded by mistake: its holder gets back the shifts it freed that nobody took. */
export async function deleteAbsence(employeeId: string, id: string, shifts: AbsenceShifts): Promise<AbsenceOutcome> {
  if (!isUuid(id)) return { ok: false, reason: "NOT_FOUND" };
  return getDb().transaction(async (tx) => {
    const refusal = await lockOwnAbsence(tx, employeeId, id);
    if (refusal) return refusal;
    await shifts.giveBack(tx, id);
    await tx.delete(absences).where(eq(absences.id, id));
    return { ok: true, id, freed: 0 };
  });
}

import { and, desc, eq, gte } from "drizzle-orm";
import { absencePeriodColumns, absences, user } from "../../../db/schema";
import type { AbsencePeriod } from "../../domain/contracts";
import { getDb } from "../../lib/db.server";
import { isUuid } from "../../lib/uuid";
import type { AbsenceInput } from "./contracts.schema";

/** An absence as the employee file lists it. */
export type AbsenceRow = AbsencePeriod & { id: string };

export type AbsenceOutcome = { ok: true; id: string } | { ok: false; reason: "EMPLOYEE_NOT_FOUND" | "NOT_FOUND" };

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
  note: input.note,
});

/** Records an absence of the employee; `recordedBy` is who wrote it. */
export async function addAbsence(employeeId: string, input: AbsenceInput, recordedBy: string): Promise<AbsenceOutcome> {
  const [employee] = await getDb().select({ id: user.id }).from(user).where(eq(user.id, employeeId));
  if (!employee) return { ok: false, reason: "EMPLOYEE_NOT_FOUND" };
  const [created] = await getDb()
    .insert(absences)
    .values({ employeeId, ...periodValues(input), createdBy: recordedBy })
    .returning({ id: absences.id });
  if (!created) throw new Error("Absence non enregistrée.");
  return { ok: true, id: created.id };
}

const ofEmployee = (employeeId: string, id: string) => and(eq(absences.id, id), eq(absences.employeeId, employeeId));

export async function updateAbsence(employeeId: string, id: string, input: AbsenceInput): Promise<AbsenceOutcome> {
  if (!isUuid(id)) return { ok: false, reason: "NOT_FOUND" };
  const updated = await getDb()
    .update(absences)
    .set(periodValues(input))
    .where(ofEmployee(employeeId, id))
    .returning({ id: absences.id });
  return updated.length ? { ok: true, id } : { ok: false, reason: "NOT_FOUND" };
}

export async function deleteAbsence(employeeId: string, id: string): Promise<AbsenceOutcome> {
  if (!isUuid(id)) return { ok: false, reason: "NOT_FOUND" };
  const deleted = await getDb().delete(absences).where(ofEmployee(employeeId, id)).returning({ id: absences.id });
  return deleted.length ? { ok: true, id } : { ok: false, reason: "NOT_FOUND" };
}

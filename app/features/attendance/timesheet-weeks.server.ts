import { and, eq, inArray } from "drizzle-orm";
import { timesheetWeeks, user } from "../../../db/schema";
import { fullName } from "../../domain/people";
import { getDb, type Tx } from "../../lib/db.server";
import { todayIn, weekOf } from "../../lib/time";

/**
 * Punches, corrections and week validations of one employee are written one at a time: each write's transaction
 * first locks the employee's row, so that a correction cannot slip into a week validated meanwhile.
 */
export async function lockEmployeePunches(tx: Tx, employeeId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, employeeId)).for("update");
}

/** The Monday (yyyy-MM-dd) of the week, in `zone`, an instant falls in. */
export function mondayOfInstant(instant: Date, zone: string): string {
  return weekOf(todayIn(zone, instant), zone)?.monday ?? "";
}

/** Whether any of the weeks the instants fall in is validated for the employee (in the caller's transaction). */
export async function inValidatedWeek(tx: Tx, employeeId: string, instants: Date[], zone: string): Promise<boolean> {
  const mondays = [...new Set(instants.map((instant) => mondayOfInstant(instant, zone)))];
  const [found] = await tx
    .select({ monday: timesheetWeeks.monday })
    .from(timesheetWeeks)
    .where(and(eq(timesheetWeeks.employeeId, employeeId), inArray(timesheetWeeks.monday, mondays)))
    .limit(1);
  return found !== undefined;
}

export interface WeekValidation {
  by: string;
  at: Date;
}

/** Who validated the employee's week, and when; null while it is open. */
export async function weekValidation(employeeId: string, monday: string): Promise<WeekValidation | null> {
  const [row] = await getDb()
    .select({ at: timesheetWeeks.validatedAt, firstName: user.firstName, lastName: user.lastName })
    .from(timesheetWeeks)
    .leftJoin(user, eq(user.id, timesheetWeeks.validatedBy))
    .where(and(eq(timesheetWeeks.employeeId, employeeId), eq(timesheetWeeks.monday, monday)));
  if (!row) return null;
  const by =
    row.firstName === null ? "Compte supprimé" : fullName({ firstName: row.firstName, lastName: row.lastName });
  return { by, at: row.at };
}

export type WeekOutcome = { ok: true } | { ok: false; reason: "NOT_OVER" | "ALREADY_VALIDATED" | "NOT_VALIDATED" };

/** « Valider la semaine »: once the week is over, its punches are paid as worked hours and locked. */
export function validateWeek(
  employeeId: string,
  week: { monday: string; end: Date },
  managerId: string,
  now: Date,
): Promise<WeekOutcome> {
  if (week.end.getTime() > now.getTime()) return Promise.resolve({ ok: false, reason: "NOT_OVER" });
  return getDb().transaction(async (tx) => {
    await lockEmployeePunches(tx, employeeId);
    const inserted = await tx
      .insert(timesheetWeeks)
      .values({ employeeId, monday: week.monday, validatedBy: managerId, validatedAt: now })
      .onConflictDoNothing()
      .returning({ monday: timesheetWeeks.monday });
    return inserted.length > 0 ? { ok: true } : { ok: false, reason: "ALREADY_VALIDATED" };
  });
}

/** « Rouvrir la semaine »: its punches can be corrected again, and it is paid on them only once validated again. */
export async function reopenWeek(employeeId: string, monday: string): Promise<WeekOutcome> {
  const deleted = await getDb()
    .delete(timesheetWeeks)
    .where(and(eq(timesheetWeeks.employeeId, employeeId), eq(timesheetWeeks.monday, monday)))
    .returning({ monday: timesheetWeeks.monday });
  return deleted.length > 0 ? { ok: true } : { ok: false, reason: "NOT_VALIDATED" };
}

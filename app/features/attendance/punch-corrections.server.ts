import { and, eq, isNotNull } from "drizzle-orm";
import { planningAssignments, plannings, punches } from "../../../db/schema";
import type { PunchKind } from "../../domain/punches";
import { refusingOn } from "../../lib/constraint-refusal.server";
import { getDb } from "../../lib/db.server";
import { selectAssignedPlannings } from "../../lib/shifts.server";
import { inValidatedWeek, lockEmployeePunches } from "./timesheet-weeks.server";

export type CorrectionOutcome = { ok: true } | { ok: false; reason: "NOT_FOUND" | "WEEK_VALIDATED" };

/**
 * « Corriger »: a new row with the time it should have had and why, replacing the punch, which stays in the history.
 * A punch already replaced is refused: two managers correcting it at once make one correction (unique index). So is
 * one in a validated week, its shift's or its own, or moved into one: the week must be reopened first.
 */
export function correctPunch(
  employeeId: string,
  correction: { id: string; at: Date; reason: string },
  authorId: string,
  zone: string,
): Promise<CorrectionOutcome> {
  return refusingOn<CorrectionOutcome>("23505", { ok: false, reason: "NOT_FOUND" }, () =>
    getDb().transaction(async (tx) => {
      await lockEmployeePunches(tx, employeeId);
      const [punch] = await tx
        .select({ row: punches, shiftStart: plannings.startTime })
        .from(punches)
        .leftJoin(plannings, eq(plannings.id, punches.planningId))
        .where(and(eq(punches.id, correction.id), eq(punches.employeeId, employeeId)));
      if (!punch) return { ok: false, reason: "NOT_FOUND" };
      const { row, shiftStart } = punch;
      if (await inValidatedWeek(tx, employeeId, [shiftStart ?? row.at, correction.at], zone))
        return { ok: false, reason: "WEEK_VALIDATED" };
      await tx.insert(punches).values({
        employeeId,
        siteId: row.siteId,
        planningId: row.planningId,
        kind: row.kind,
        at: correction.at,
        method: "manual",
        authorId,
        supersedesId: row.id,
        reason: correction.reason,
      });
      return { ok: true };
    }),
  );
}

/** « Ajouter l'arrivée » or « Ajouter le départ » of one of the employee's shifts at a site, entered by a manager. */
export function addManualPunch(
  employeeId: string,
  entry: { planningId: string; kind: PunchKind; at: Date; reason: string },
  authorId: string,
  zone: string,
): Promise<CorrectionOutcome> {
  return getDb().transaction(async (tx) => {
    await lockEmployeePunches(tx, employeeId);
    const [shift] = await selectAssignedPlannings(tx, { siteId: plannings.siteId, start: plannings.startTime }).where(
      and(
        eq(planningAssignments.planningId, entry.planningId),
        eq(planningAssignments.employeeId, employeeId),
        isNotNull(plannings.siteId),
      ),
    );
    if (!shift?.siteId) return { ok: false, reason: "NOT_FOUND" };
    if (await inValidatedWeek(tx, employeeId, [shift.start, entry.at], zone))
      return { ok: false, reason: "WEEK_VALIDATED" };
    await tx.insert(punches).values({ employeeId, siteId: shift.siteId, ...entry, method: "manual", authorId });
    return { ok: true };
  });
}

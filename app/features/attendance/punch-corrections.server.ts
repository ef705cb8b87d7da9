import { and, eq, isNotNull } from "drizzle-orm";
import { planningAssignments, plannings, punches } from "../../../db/schema";
import type { PunchKind } from "../../domain/punches";
import { refusingOn } from "../../lib/constraint-refusal.server";
import { getDb } from "../../lib/db.server";
import { selectAssignedPlannings } from "../../lib/shifts.server";

export type CorrectionOutcome = { ok: true } | { ok: false; reason: "NOT_FOUND" };

/**
 * « Corriger »: a new row with the time it should have had and why, replacing the punch, which stays in the history.
 * A punch already replaced is refused: two managers correcting it at once make one correction (unique index).
 */
export function correctPunch(
  employeeId: string,
  correction: { id: string; at: Date; reason: string },
  authorId: string,
): Promise<CorrectionOutcome> {
  return refusingOn<CorrectionOutcome>("23505", { ok: false, reason: "NOT_FOUND" }, () =>
    getDb().transaction(async (tx) => {
      const [punch] = await tx
        .select()
        .from(punches)
        .where(and(eq(punches.id, correction.id), eq(punches.employeeId, employeeId)));
      if (!punch) return { ok: false, reason: "NOT_FOUND" };
      await tx.insert(punches).values({
        employeeId,
        siteId: punch.siteId,
        planningId: punch.planningId,
        kind: punch.kind,
        at: correction.at,
        method: "manual",
        authorId,
        supersedesId: punch.id,
        reason: correction.reason,
      });
      return { ok: true };
    }),
  );
}

/** « Ajouter l'arrivée » or « Ajouter le départ » of one of the employee's shifts at a site, entered by a manager. */
export async function addManualPunch(
  employeeId: string,
  entry: { planningId: string; kind: PunchKind; at: Date; reason: string },
  authorId: string,
): Promise<CorrectionOutcome> {
  const [shift] = await selectAssignedPlannings(getDb(), { siteId: plannings.siteId }).where(
    and(
      eq(planningAssignments.planningId, entry.planningId),
      eq(planningAssignments.employeeId, employeeId),
      isNotNull(plannings.siteId),
    ),
  );
  if (!shift?.siteId) return { ok: false, reason: "NOT_FOUND" };
  await getDb()
    .insert(punches)
    .values({ employeeId, siteId: shift.siteId, ...entry, method: "manual", authorId });
  return { ok: true };
}

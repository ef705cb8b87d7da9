import { and, asc, eq, gte, isNotNull, lt } from "drizzle-orm";
import { planningAssignments, plannings, punches, punchReports, sites, user } from "../../../db/schema";
import type { PunchKind } from "../../domain/punches";
import { getDb } from "../../lib/db.server";
import { personName } from "../../lib/person-name.server";
import { selectAssignedPlannings } from "../../lib/shifts.server";
import type { PendingReport } from "./attendance-views";
import type { PunchReportRecord } from "./timesheet";
import { inValidatedWeek, lockEmployeePunches } from "./timesheet-weeks.server";

export type ReportOutcome = { ok: true } | { ok: false; reason: "NOT_FOUND" | "WEEK_VALIDATED" | "ALREADY_REPORTED" };
export type DecisionOutcome = { ok: true } | { ok: false; reason: "NOT_FOUND" | "WEEK_VALIDATED" | "ALREADY_DECIDED" };

/** The reason an accepted report's punch carries, in the history: the employee's own words, when they gave some. */
export const reportReason = (note: string | null) =>
  note ? `Oubli signalé par le salarié : « ${note} »` : "Oubli signalé par le salarié";

/**
 * « J'ai oublié de pointer »: the employee's arrival or departure for one of their own shifts at a site, waiting for a
 * manager. Refused in a validated week, and when one is already waiting for the same shift and kind.
 */
export function reportForgottenPunch(
  employeeId: string,
  report: { planningId: string; kind: PunchKind; at: Date; note: string | null },
  zone: string,
): Promise<ReportOutcome> {
  return getDb().transaction(async (tx) => {
    await lockEmployeePunches(tx, employeeId);
    const [shift] = await selectAssignedPlannings(tx, { start: plannings.startTime }).where(
      and(
        eq(planningAssignments.planningId, report.planningId),
        eq(planningAssignments.employeeId, employeeId),
        isNotNull(plannings.siteId),
      ),
    );
    if (!shift) return { ok: false, reason: "NOT_FOUND" };
    if (await inValidatedWeek(tx, employeeId, [shift.start, report.at], zone))
      return { ok: false, reason: "WEEK_VALIDATED" };
    const inserted = await tx
      .insert(punchReports)
      .values({ employeeId, ...report })
      .onConflictDoNothing()
      .returning({ id: punchReports.id });
    return inserted.length > 0 ? { ok: true } : { ok: false, reason: "ALREADY_REPORTED" };
  });
}

/**
 * A manager's answer to a waiting report: « Accepter » adds the punch, entered by that manager with the employee's
 * words as its reason; « Refuser » only closes it. Either way the employee sees the answer on their sheet.
 */
export function decideReport(
  employeeId: string,
  decision: { id: string; status: "accepted" | "refused" },
  managerId: string,
  zone: string,
): Promise<DecisionOutcome> {
  return getDb().transaction(async (tx) => {
    await lockEmployeePunches(tx, employeeId);
    const [report] = await tx
      .select({ row: punchReports, siteId: plannings.siteId, shiftStart: plannings.startTime })
      .from(punchReports)
      .innerJoin(plannings, eq(plannings.id, punchReports.planningId))
      .where(and(eq(punchReports.id, decision.id), eq(punchReports.employeeId, employeeId)));
    if (!report) return { ok: false, reason: "NOT_FOUND" };
    const { row, siteId, shiftStart } = report;
    if (row.status !== "pending") return { ok: false, reason: "ALREADY_DECIDED" };
    if (decision.status === "accepted") {
      if (!siteId) return { ok: false, reason: "NOT_FOUND" };
      if (await inValidatedWeek(tx, employeeId, [shiftStart, row.at], zone))
        return { ok: false, reason: "WEEK_VALIDATED" };
      await tx.insert(punches).values({
        employeeId,
        siteId,
        planningId: row.planningId,
        kind: row.kind,
        at: row.at,
        method: "manual",
        authorId: managerId,
        reason: reportReason(row.note),
      });
    }
    await tx
      .update(punchReports)
      .set({ status: decision.status, decidedBy: managerId, decidedAt: new Date() })
      .where(eq(punchReports.id, row.id));
    return { ok: true };
  });
}

/** The employee's reports for the shifts that start in the week, oldest first. */
export function reportsOfWeek(employeeId: string, week: { start: Date; end: Date }): Promise<PunchReportRecord[]> {
  return getDb()
    .select({
      id: punchReports.id,
      planningId: punchReports.planningId,
      kind: punchReports.kind,
      at: punchReports.at,
      note: punchReports.note,
      status: punchReports.status,
    })
    .from(punchReports)
    .innerJoin(plannings, eq(plannings.id, punchReports.planningId))
    .where(
      and(
        eq(punchReports.employeeId, employeeId),
        gte(plannings.startTime, week.start),
        lt(plannings.startTime, week.end),
      ),
    )
    .orderBy(asc(punchReports.createdAt));
}

/** Every report still waiting for a manager, oldest first. */
export function pendingReports(): Promise<PendingReport[]> {
  return getDb()
    .select({
      id: punchReports.id,
      employeeId: punchReports.employeeId,
      name: personName(),
      title: plannings.title,
      site: sites.name,
      kind: punchReports.kind,
      at: punchReports.at,
      shiftStart: plannings.startTime,
      note: punchReports.note,
    })
    .from(punchReports)
    .innerJoin(user, eq(user.id, punchReports.employeeId))
    .innerJoin(plannings, eq(plannings.id, punchReports.planningId))
    .leftJoin(sites, eq(sites.id, plannings.siteId))
    .where(eq(punchReports.status, "pending"))
    .orderBy(asc(punchReports.createdAt));
}

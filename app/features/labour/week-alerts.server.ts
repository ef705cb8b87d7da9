import { desc, eq, gte } from "drizzle-orm";
import { labourOverrides, planningAssignments, plannings, user } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { overlapping } from "../../lib/planning-period.server";
import { readLabourInputs } from "./labour-inputs.server";
import { evaluateLabourRules } from "./labour-rules";

const WEEK = 7 * 24 * 3600 * 1000;

/** A labour alert of the week, named after its employee, for the staff home. */
export interface NamedAlert {
  employee: string;
  message: string;
}

/** A save past labour alerts: who, when, why, and what was saved past. */
export interface OverrideRecord {
  id: string;
  at: string;
  actor: string;
  reason: string;
  messages: string[];
}

const nameOf = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(" ") || "Compte supprimé";

/**
 * The labour alerts of the shifts of [start, end[ (a week), for every employee working then. The rules read the
 * week before and after too: what a week's rest or a daily rest across its edges needs. The 12-week average and the
 * notice (which concerns changes, not weeks) are left to the planning dialogs, which check every change in full.
 */
export async function weekLabourAlerts(week: { start: Date; end: Date }, firstDay: string, lastDay: string) {
  const db = getDb();
  const working = await db
    .selectDistinct({ id: user.id, firstName: user.firstName, lastName: user.lastName })
    .from(planningAssignments)
    .innerJoin(plannings, eq(plannings.id, planningAssignments.planningId))
    .innerJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(overlapping(week));
  const span = {
    start: new Date(week.start.getTime() - WEEK),
    end: new Date(week.end.getTime() + WEEK),
    firstDay,
    lastDay,
  };
  const inputs = await readLabourInputs(
    working.map((person) => person.id),
    span,
  );
  const alerts: NamedAlert[] = [];
  for (const person of working) {
    const input = inputs.get(person.id);
    if (!input) continue;
    const inWeek = new Set(
      input.shifts.filter((shift) => shift.start < week.end && shift.end > week.start).map((shift) => shift.id),
    );
    const found = evaluateLabourRules(input);
    for (const alert of found) {
      if (alert.rule === "weekly_average" || alert.rule === "notice") continue;
      if (alert.shiftIds.some((id) => inWeek.has(id)))
        alerts.push({ employee: nameOf(person), message: alert.message });
    }
  }
  return alerts;
}

/** The saves past labour alerts since `since`, the latest first. */
export async function recentOverrides(since: Date, limit = 20): Promise<OverrideRecord[]> {
  const rows = await getDb()
    .select({
      id: labourOverrides.id,
      at: labourOverrides.createdAt,
      reason: labourOverrides.reason,
      alerts: labourOverrides.alerts,
      firstName: user.firstName,
      lastName: user.lastName,
    })
    .from(labourOverrides)
    .leftJoin(user, eq(user.id, labourOverrides.actorId))
    .where(gte(labourOverrides.createdAt, since))
    .orderBy(desc(labourOverrides.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: nameOf(row),
    reason: row.reason,
    messages: row.alerts.map((alert) => alert.message),
  }));
}

import { desc, eq, gte } from "drizzle-orm";
import { labourOverrides, planningAssignments, plannings, user } from "../../../db/schema";
import { listedAlertLines } from "../../domain/alert-lists";
import { fullName } from "../../domain/people";
import { getDb } from "../../lib/db.server";
import { overlapping } from "../../lib/planning-period.server";
import { groupAlerts } from "./alert-groups";
import { readLabourInputs } from "./labour-inputs.server";
import { overviewSpan, weekFindings } from "./week-overview";

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
  /** How many alerts were saved past (more than the messages when only the first were kept). */
  count: number;
}

const nameOf = (person: { firstName: string | null; lastName: string | null }) => fullName(person) || "Compte supprimé";

/**
 * The labour alerts of the week of `monday`, for every employee working then, as the week grid marks them (see
 * `overviewSpan` for what a week's view reads and can miss), one per employee and rule; its days those of `zone`.
 */
export async function weekLabourAlerts(
  monday: string,
  week: { start: Date; end: Date },
  zone: string,
): Promise<NamedAlert[]> {
  const span = overviewSpan(monday, zone);
  if (!span) return [];
  const working = await getDb()
    .selectDistinct({ id: user.id, firstName: user.firstName, lastName: user.lastName })
    .from(planningAssignments)
    .innerJoin(plannings, eq(plannings.id, planningAssignments.planningId))
    .innerJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(overlapping(week));
  const inputs = await readLabourInputs(
    working.map((person) => person.id),
    span,
  );
  const found = working.flatMap((person) => {
    const input = inputs.get(person.id);
    const findings = (input && weekFindings({ ...input, monday }, zone)) ?? [];
    return findings.map((alert) => ({
      employeeId: person.id,
      employeeName: nameOf(person),
      rule: alert.rule,
      message: alert.message,
      shiftIds: alert.shiftIds,
      start: alert.period.start,
    }));
  });
  return groupAlerts(found, zone).map((group) => ({ employee: group.employeeName, message: group.message }));
}

/** The saves past labour alerts since `since`, the latest first. */
export async function recentOverrides(since: Date, limit = 20): Promise<OverrideRecord[]> {
  const rows = await getDb()
    .select({
      id: labourOverrides.id,
      at: labourOverrides.createdAt,
      reason: labourOverrides.reason,
      alerts: labourOverrides.alerts,
      omitted: labourOverrides.alertsOmitted,
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
    messages: listedAlertLines(
      row.alerts.map((alert) => `${alert.employeeName} — ${alert.message}`),
      row.omitted,
    ),
    count: row.alerts.length + row.omitted,
  }));
}

import { eq, inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { labourOverrides, type OverriddenAlert, planningAssignments, plannings, user } from "../../../db/schema";
import { MAX_LISTED_ALERTS } from "../../domain/alert-lists";
import type { Severity } from "../../domain/labour-overrides";
import { fullName } from "../../domain/people";
import type { Database } from "../../lib/db.server";
import { getEnv } from "../../lib/env.server";
import { type DatedAlert, groupAlerts } from "./alert-groups";
import { readLabourInputs } from "./labour-inputs.server";
import { evaluateLabourRules, labourWindow } from "./labour-rules";

/** The alerts of one employee and one rule, grouped and worded for the planning dialog's warning. */
export interface EmployeeAlert extends OverriddenAlert {
  severity: Severity;
  line: string;
}

/**
 * The labour alerts the current transaction brings, one per employee and rule (see `groupAlerts`): the plannings it
 * created or changed (their `updated_at` is the transaction's now()) and the assignments it added, evaluated for each
 * employee on them against their contracts, absences and other shifts. Runs inside the transaction that writes, after the write and before the commit, so two
 * managers cannot race past a rule: the employees are locked by the write. Days and weeks are those of `zone`.
 */
export async function alertsOfTransaction(tx: Database, zone: string, now = new Date()): Promise<EmployeeAlert[]> {
  // One indexed read per side rather than one OR across the join, which would scan every planning.
  const shift = {
    employeeId: planningAssignments.employeeId,
    planningId: planningAssignments.planningId,
    start: planningAssignments.startTime,
    end: planningAssignments.endTime,
  };
  const touched = await unionAll(
    tx
      .select(shift)
      .from(plannings)
      .innerJoin(planningAssignments, eq(planningAssignments.planningId, plannings.id))
      .where(sql`${plannings.updatedAt} = now()`),
    tx.select(shift).from(planningAssignments).where(sql`${planningAssignments.createdAt} = now()`),
  );
  const window = labourWindow(touched, zone);
  if (!window) return [];
  const employeeIds = [...new Set(touched.map((row) => row.employeeId))];
  const inputs = await readLabourInputs(employeeIds, window, tx);
  const found = employeeIds.flatMap((employeeId) => {
    const input = inputs.get(employeeId);
    if (!input) return [];
    const shiftIds = touched.filter((row) => row.employeeId === employeeId).map((row) => row.planningId);
    return evaluateLabourRules({ ...input, change: { shiftIds, now } }, zone).map((alert) => ({ employeeId, alert }));
  });
  if (found.length === 0) return [];
  // Names are read only to word alerts, which most writes do not bring.
  const people = await tx
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(inArray(user.id, [...new Set(found.map(({ employeeId }) => employeeId))]));
  const names = new Map(people.map((person) => [person.id, fullName(person)]));
  const dated: DatedAlert[] = found.map(({ employeeId, alert }) => ({
    employeeId,
    employeeName: names.get(employeeId) ?? "",
    rule: alert.rule,
    message: alert.message,
    shiftIds: alert.shiftIds,
    start: alert.period.start,
  }));
  return groupAlerts(dated, zone).map(({ count: _, ...group }) => group);
}

/**
 * "Enregistrer quand même": records who saved past the alerts, and why, in the transaction that writes. Only the
 * first alerts are kept, with the count of the others.
 */
export async function recordOverride(
  tx: Database,
  actorId: string,
  reason: string,
  alerts: readonly EmployeeAlert[],
): Promise<void> {
  await tx.insert(labourOverrides).values({
    actorId,
    reason,
    alertsOmitted: Math.max(0, alerts.length - MAX_LISTED_ALERTS),
    alerts: alerts.slice(0, MAX_LISTED_ALERTS).map(({ employeeId, employeeName, rule, message, shiftIds }) => ({
      employeeId,
      employeeName,
      rule,
      message,
      shiftIds,
    })),
  });
}

/** The labour rules as every planning write's gate: the alerts its transaction brings, and how a save past them is recorded. */
export const planningLabourGate = {
  alerts: (tx: Database) => alertsOfTransaction(tx, getEnv().APP_TIME_ZONE),
  record: recordOverride,
};

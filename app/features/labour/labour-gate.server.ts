import { eq, sql } from "drizzle-orm";
import { labourOverrides, type OverriddenAlert, planningAssignments, plannings, user } from "../../../db/schema";
import { fullName } from "../../domain/people";
import type { Database } from "../../lib/db.server";
import { readLabourInputs } from "./labour-inputs.server";
import { evaluateLabourRules, labourWindow } from "./labour-rules";

/** An alert of one employee's shifts, worded for the planning dialog's warning. */
export interface EmployeeAlert extends OverriddenAlert {
  line: string;
}

/**
 * The labour alerts the current transaction brings: the plannings it created or changed (their `updated_at` is the
 * transaction's now()) and the assignments it added, evaluated for each employee on them against their contracts,
 * absences and other shifts. Runs inside the transaction that writes, after the write and before the commit, so two
 * managers cannot race past a rule: the employees are locked by the write.
 */
export async function alertsOfTransaction(tx: Database, now = new Date()): Promise<EmployeeAlert[]> {
  // Two indexed reads rather than one OR across the join, which would scan every planning.
  const columns = {
    employeeId: planningAssignments.employeeId,
    firstName: user.firstName,
    lastName: user.lastName,
    planningId: plannings.id,
    start: plannings.startTime,
    end: plannings.endTime,
  };
  const [changed, assigned] = await Promise.all([
    tx
      .select(columns)
      .from(plannings)
      .innerJoin(planningAssignments, eq(planningAssignments.planningId, plannings.id))
      .innerJoin(user, eq(user.id, planningAssignments.employeeId))
      .where(sql`${plannings.updatedAt} = now()`),
    tx
      .select(columns)
      .from(planningAssignments)
      .innerJoin(plannings, eq(plannings.id, planningAssignments.planningId))
      .innerJoin(user, eq(user.id, planningAssignments.employeeId))
      .where(sql`${planningAssignments.createdAt} = now()`),
  ]);
  const touched = [...changed, ...assigned];
  if (touched.length === 0) return [];
  const window = labourWindow(touched);
  if (!window) return [];
  const employees = new Map(touched.map((row) => [row.employeeId, row]));
  const inputs = await readLabourInputs([...employees.keys()], window, tx);
  return [...employees].flatMap(([employeeId, person]) => {
    const input = inputs.get(employeeId);
    if (!input) return [];
    const shiftIds = touched.filter((row) => row.employeeId === employeeId).map((row) => row.planningId);
    const name = fullName(person);
    return evaluateLabourRules({ ...input, change: { shiftIds, now } }).map((alert) => ({
      employeeId,
      employeeName: name,
      rule: alert.rule,
      message: alert.message,
      shiftIds: alert.shiftIds,
      line: `${name} — ${alert.message}`,
    }));
  });
}

/** "Enregistrer quand même": records who saved past the alerts, and why, in the transaction that writes. */
export async function recordOverride(
  tx: Database,
  actorId: string,
  reason: string,
  alerts: readonly EmployeeAlert[],
): Promise<void> {
  await tx.insert(labourOverrides).values({
    actorId,
    reason,
    alerts: alerts.map(({ employeeId, employeeName, rule, message, shiftIds }) => ({
      employeeId,
      employeeName,
      rule,
      message,
      shiftIds,
    })),
  });
}

import { and, asc, eq, not } from "drizzle-orm";
import { user } from "../../../db/schema";
import { type Database, getDb } from "../../lib/db.server";
import { readLabourInputs } from "./labour-inputs.server";
import { type MonthlyHours, monthlyHours } from "./monthly-hours";
import { monthSpan } from "./report-month";

export interface HoursReportRow {
  employeeId: string;
  employee: string;
  hours: MonthlyHours;
}

/**
 * A month's payroll figures for every employee account (deactivated ones too, for the months they worked; not those
 * awaiting approval), sorted by name: one read of the labour inputs over the
 * month's whole weeks for everyone, then the month's figures of each. `month` is a valid `YYYY-MM`, counted in `zone`.
 */
export async function readHoursReport(month: string, zone: string, db: Database = getDb()): Promise<HoursReportRow[]> {
  const span = monthSpan(month, zone);
  if (!span) throw new Error(`Mois invalide : ${month}`);
  const employees = await db
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName, name: user.name })
    .from(user)
    .where(and(eq(user.role, "employee"), not(user.pendingApproval)))
    .orderBy(asc(user.lastName), asc(user.firstName), asc(user.email));
  const inputs = await readLabourInputs(
    employees.map((employee) => employee.id),
    span,
    db,
  );
  return employees.flatMap(({ id, firstName, lastName, name }) => {
    const hours = monthlyHours({ month, contracts: [], absences: [], shifts: [], ...inputs.get(id) }, zone);
    if (!hours) return [];
    return [{ employeeId: id, employee: `${firstName} ${lastName}`.trim() || name, hours }];
  });
}

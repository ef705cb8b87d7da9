import { and, asc, eq, exists, not, or, sql } from "drizzle-orm";
import { contractsMeeting, employmentContracts, planningAssignments, user } from "../../../db/schema";
import { type Database, getDb } from "../../lib/db.server";
import { assignmentsMeeting } from "../../lib/planning-period.server";
import { dayStart, dayText, monthDays } from "../../lib/time";
import { readLabourInputs } from "./labour-inputs.server";
import { type MonthlyHours, monthlyHours } from "./monthly-hours";
import { monthSpan } from "./report-month";

export interface HoursReportRow {
  employeeId: string;
  employee: string;
  hours: MonthlyHours;
}

/**
 * A month's payroll figures for everyone with a contract meeting the month or a shift in it, whatever their role
 * (deactivated accounts too, for the months they worked; not those awaiting approval), sorted by name
 * (docs/decisions/040-who-can-be-planned.md): one read of the labour inputs over the
 * month's whole weeks for everyone, then the month's figures of each. `month` is a valid `YYYY-MM`, counted in `zone`.
 */
export async function readHoursReport(month: string, zone: string, db: Database = getDb()): Promise<HoursReportRow[]> {
  const span = monthSpan(month, zone);
  const days = monthDays(month);
  if (!span || !days) throw new Error(`Mois invalide : ${month}`);
  const contracted = exists(
    db
      .select({ one: sql`1` })
      .from(employmentContracts)
      .where(
        and(eq(employmentContracts.employeeId, user.id), contractsMeeting(dayText(days.first), dayText(days.next - 1))),
      ),
  );
  const planned = exists(
    db
      .select({ one: sql`1` })
      .from(planningAssignments)
      .where(
        and(
          eq(planningAssignments.employeeId, user.id),
          assignmentsMeeting({ start: new Date(dayStart(days.first, zone)), end: new Date(dayStart(days.next, zone)) }),
        ),
      ),
  );
  const employees = await db
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName, name: user.name })
    .from(user)
    .where(and(not(user.pendingApproval), or(contracted, planned)))
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

import { and, asc, eq, exists, not, or, sql } from "drizzle-orm";
import { contractsMeeting, employeeDetails, employmentContracts, planningAssignments, user } from "../../../db/schema";
import { type Database, getDb } from "../../lib/db.server";
import { assignmentsMeeting } from "../../lib/planning-period.server";
import { dayText, monthDays } from "../../lib/time";
import { readLabourInputs } from "./labour-inputs.server";
import { type MonthlyHours, monthlyHours } from "./monthly-hours";
import { type HoursSource, paidShifts } from "./paid-shifts";
import { monthBounds, monthSpan } from "./report-month";
import { readWorkedTimes } from "./worked-times.server";

export interface HoursReportRow {
  employeeId: string;
  employee: string;
  /** The paid figures: worked hours where a validated week holds the punches, planned hours otherwise. */
  hours: MonthlyHours;
  /** The plan's work in the month, whatever was punched. */
  plannedMinutes: number;
  /** Where `hours` come from; null with no shift in the month. */
  source: HoursSource | null;
  /** The employee's number in the payroll software, for the Silae export. */
  payrollNumber: string | null;
}

/**
 * A month's payroll figures, on worked hours where validated (docs/decisions/054-timesheet-validation-and-worked-hours.md), for everyone with a contract meeting the month or a shift in it, whatever their role
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
      .where(and(eq(planningAssignments.employeeId, user.id), assignmentsMeeting(monthBounds(days, zone)))),
  );
  const employees = await db
    .select({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.name,
      payrollNumber: employeeDetails.payrollNumber,
    })
    .from(user)
    .leftJoin(employeeDetails, eq(employeeDetails.employeeId, user.id))
    .where(and(not(user.pendingApproval), or(contracted, planned)))
    .orderBy(asc(user.lastName), asc(user.firstName), asc(user.email));
  const ids = employees.map((employee) => employee.id);
  const [inputs, worked] = await Promise.all([readLabourInputs(ids, span, db), readWorkedTimes(ids, span, zone, db)]);
  return employees.flatMap(({ id, firstName, lastName, name, payrollNumber }) => {
    const input = { month, contracts: [], absences: [], shifts: [], ...inputs.get(id) };
    const paid = paidShifts(input.shifts, worked.get(id) ?? new Map(), monthBounds(days, zone));
    const hours = monthlyHours({ ...input, shifts: paid.shifts }, zone);
    const plan = paid.source === "worked" || paid.source === "mixed" ? monthlyHours(input, zone) : hours;
    if (!hours || !plan) return [];
    const employee = `${firstName} ${lastName}`.trim() || name;
    return [{ employeeId: id, employee, hours, plannedMinutes: plan.workMinutes, source: paid.source, payrollNumber }];
  });
}

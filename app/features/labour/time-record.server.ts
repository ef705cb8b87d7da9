import { type Database, getDb } from "../../lib/db.server";
import { monthDays } from "../../lib/time";
import { readLabourInputs } from "./labour-inputs.server";
import { paidShifts } from "./paid-shifts";
import { monthBounds, monthSpan } from "./report-month";
import { type TimeRecord, timeRecord } from "./time-record";
import { readWorkedTimes } from "./worked-times.server";

/**
 * One employee's record of working time for a valid `YYYY-MM` month, from the same paid shifts as the payroll file:
 * validated punches where they exist, the plan otherwise.
 */
export async function readTimeRecord(
  employeeId: string,
  month: string,
  zone: string,
  db: Database = getDb(),
): Promise<TimeRecord> {
  const span = monthSpan(month, zone);
  const days = monthDays(month);
  if (!span || !days) throw new Error(`Mois invalide : ${month}`);
  const [inputs, worked] = await Promise.all([
    readLabourInputs([employeeId], span, db),
    readWorkedTimes([employeeId], span, zone, db),
  ]);
  const shifts = inputs.get(employeeId)?.shifts ?? [];
  const paid = paidShifts(shifts, worked.get(employeeId) ?? new Map(), monthBounds(days, zone));
  return timeRecord(month, paid.shifts, days, zone);
}

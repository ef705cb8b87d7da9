import { and, asc, inArray, sql } from "drizzle-orm";
import {
  absencePeriodColumns,
  absences,
  absencesMeeting,
  contractsMeeting,
  contractTermsColumns,
  employmentContracts,
  planningAssignments,
} from "../../../db/schema";
import type { AbsencePeriod, ContractTerms } from "../../domain/contracts";
import { versionedCache } from "../../lib/data-version.server";
import { type Database, getDb } from "../../lib/db.server";
import { assignmentsMeeting } from "../../lib/planning-period.server";
import { UTC_WEEKS_FROM, WEEK_MS } from "./weekly-hours";

/** One employee's shift as the rules and the hours read it: the planning's id, its instants and its break. */
export interface LabourShift {
  id: string;
  start: Date;
  end: Date;
  breakMinutes: number;
}

/** What the rules and the hours need of one employee over a window. */
export interface LabourInputs {
  contracts: ContractTerms[];
  absences: AbsencePeriod[];
  shifts: LabourShift[];
}

/** The instants of the shifts to read, and the days (`YYYY-MM-DD`, inclusive) of contracts and absences. */
export interface LabourSpan {
  start: Date;
  end: Date;
  firstDay: string;
  lastDay: string;
}

/**
 * Each employee's contracts and absences meeting the days, and shifts meeting the instants, in three queries (the
 * contracts' exclusion index and the assignments' index on employee and period end answer them). Every employee asked for
 * has an entry. `db` is a transaction when the rules check a write before it commits.
 */
export async function readLabourInputs(
  employeeIds: readonly string[],
  span: LabourSpan,
  db: Database = getDb(),
): Promise<Map<string, LabourInputs>> {
  const byEmployee = new Map<string, LabourInputs>(
    employeeIds.map((id) => [id, { contracts: [], absences: [], shifts: [] }]),
  );
  if (employeeIds.length === 0) return byEmployee;
  const ids = [...employeeIds];
  const [contractRows, absenceRows, shiftRows] = await Promise.all([
    db
      .select({ employeeId: employmentContracts.employeeId, ...contractTermsColumns })
      .from(employmentContracts)
      .where(and(inArray(employmentContracts.employeeId, ids), contractsMeeting(span.firstDay, span.lastDay)))
      .orderBy(asc(employmentContracts.startsOn)),
    db
      .select({ employeeId: absences.employeeId, ...absencePeriodColumns })
      .from(absences)
      .where(and(inArray(absences.employeeId, ids), absencesMeeting(span.firstDay, span.lastDay)))
      .orderBy(asc(absences.startsOn), asc(absences.endsOn)),
    db
      .select({
        employeeId: planningAssignments.employeeId,
        id: planningAssignments.planningId,
        start: planningAssignments.startTime,
        end: planningAssignments.endTime,
        breakMinutes: planningAssignments.breakMinutes,
      })
      .from(planningAssignments)
      .where(and(inArray(planningAssignments.employeeId, ids), assignmentsMeeting(span)))
      .orderBy(asc(planningAssignments.startTime)),
  ]);
  for (const { employeeId, ...terms } of contractRows) byEmployee.get(employeeId)?.contracts.push(terms);
  for (const { employeeId, ...period } of absenceRows) byEmployee.get(employeeId)?.absences.push(period);
  for (const { employeeId, ...shift } of shiftRows) byEmployee.get(employeeId)?.shifts.push(shift);
  return byEmployee;
}

/**
 * Per employee, the minutes of the shifts starting in each UTC week of `span` (`utcWeek`), breaks included: what
 * `averageMayBreak` bounds a 12-week run with. One small row per employee and week where the shifts would be one per
 * shift, and no time zone worked out for each row.
 */
export async function readUtcWeekMinutes(
  employeeIds: readonly string[],
  span: LabourSpan,
): Promise<Map<string, Map<number, number>>> {
  const minutes = new Map<string, Map<number, number>>(employeeIds.map((id) => [id, new Map()]));
  if (employeeIds.length === 0) return minutes;
  // Constants written into the text, so that the grouping repeats the very expression selected.
  const week = sql<number>`floor((extract(epoch from ${planningAssignments.startTime}) * 1000 - ${sql.raw(String(UTC_WEEKS_FROM))}) / ${sql.raw(String(WEEK_MS))})::int`;
  const rows = await getDb()
    .select({
      employeeId: planningAssignments.employeeId,
      week,
      minutes: sql<number>`sum(extract(epoch from ${planningAssignments.endTime} - ${planningAssignments.startTime}) / 60)::float8`,
    })
    .from(planningAssignments)
    .where(and(inArray(planningAssignments.employeeId, [...employeeIds]), assignmentsMeeting(span)))
    .groupBy(planningAssignments.employeeId, week);
  for (const row of rows) minutes.get(row.employeeId)?.set(Number(row.week), Number(row.minutes));
  return minutes;
}

/** The grids' labour inputs, kept until the next write (docs/decisions/043-week-grid-reads-kept-until-a-write.md). */
const kept = versionedCache<Map<string, LabourInputs>>();

/** `readLabourInputs` outside any transaction, for the week grid: the same answer, kept until the next write. */
export function readKeptLabourInputs(employeeIds: readonly string[], span: LabourSpan) {
  const key = `${span.start.toISOString()} ${span.end.toISOString()} ${span.firstDay} ${span.lastDay} ${employeeIds.join(",")}`;
  return kept(key, () => readLabourInputs(employeeIds, span));
}

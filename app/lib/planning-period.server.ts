import { and, gt, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { planningAssignments, plannings } from "../../db/schema";

export interface Range {
  start: Date;
  end: Date;
}

/**
 * The plannings that meet [start, end[ (touching ends do not meet), written as the expression of the GiST index
 * `plannings_period_gist`, so that the planner reads the period's plannings from it and not the whole history.
 * `table` is the plannings table or an alias of it.
 */
export const overlapping = (range: Range, table: { startTime: AnyPgColumn; endTime: AnyPgColumn } = plannings) =>
  sql`tstzrange(${table.startTime}, ${table.endTime}) && tstzrange(${range.start.toISOString()}::timestamptz, ${range.end.toISOString()}::timestamptz)`;

/**
 * The assignments whose planning meets [start, end[, by their copy of its period, written for the index on
 * (employee, end): an employee's shifts are read from the period's start on, whatever the years of history before it.
 */
export const assignmentsMeeting = (range: Range) =>
  and(gt(planningAssignments.endTime, range.start), lt(planningAssignments.startTime, range.end));

/** The assignments whose planning ends after the instant (still running or to come), for the same index. */
export const assignmentsEndingAfter = (instant: Date) => gt(planningAssignments.endTime, instant);

/**
 * The assignments whose planning starts after the instant. A shift that starts later also ends later: saying so lets
 * the index on (employee, end) skip the employee's past.
 */
export const assignmentsStartingAfter = (instant: Date) =>
  and(assignmentsEndingAfter(instant), gt(planningAssignments.startTime, instant));

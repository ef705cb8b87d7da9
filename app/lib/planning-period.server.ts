import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { plannings } from "../../db/schema";

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

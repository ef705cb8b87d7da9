import { overlapping, type Range } from "../../lib/planning-period.server";
import type { Planning } from "./schedules";
import { readPlannings } from "./schedules.server";

/**
 * Every planning that overlaps `range` (a week), with its site and its assigned employees: the week grid shows the
 * whole week, not a page of it. The range condition is served by the GiST index on the plannings' periods.
 */
export function listWeekPlannings(range: Range): Promise<Planning[]> {
  return readPlannings(overlapping(range));
}

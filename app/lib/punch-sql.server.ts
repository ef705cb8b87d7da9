import { sql } from "drizzle-orm";
import { planningAssignments, plannings, punches } from "../../db/schema";
import type { PunchKind } from "../domain/punches";

/** A punch that no correction has replaced (on a query over `punches`). */
export const inForce = sql`not exists (select 1 from punches correction where correction.supersedes_id = ${punches.id})`;

/** The punches in force of that kind that an assignment's employee made for its planning (a subquery's body). */
const assignmentPunches = (kind: PunchKind) => sql`from punches p
  where p.planning_id = ${plannings.id} and p.employee_id = ${planningAssignments.employeeId} and p.kind = ${kind}
  and not exists (select 1 from punches c where c.supersedes_id = p.id)`;

const instant = (value: unknown) => (value === null ? null : new Date(value as string));

/** On a query over assignments and their plannings: whether the employee has arrived for the planning. */
export const hasArrived = sql<boolean>`exists (select 1 ${assignmentPunches("in")})`;

/** On a query over assignments and their plannings: the employee's first arrival and last departure for it. */
export const firstArrival = sql<Date | null>`(select min(p.at) ${assignmentPunches("in")})`.mapWith(instant);
export const lastDeparture = sql<Date | null>`(select max(p.at) ${assignmentPunches("out")})`.mapWith(instant);

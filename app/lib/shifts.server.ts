import { eq } from "drizzle-orm";
import type { PgSelectBase, SelectedFields } from "drizzle-orm/pg-core";
import { planningAssignments, plannings, sites } from "../../db/schema";
import type { Database } from "./db.server";

/**
 * Drizzle cannot work out a join over fields that are still generic, so these queries are built over plain fields
 * and their result spelt out here, where the joins are: each caller's own fields then type its rows, with a left
 * join's columns nullable.
 */
type JoinedSelect<
  Fields extends SelectedFields,
  Nullability extends Record<string, "not-null" | "nullable">,
> = PgSelectBase<"planning_assignments", Fields, "partial", Nullability>;

type AssignedPlannings = { planning_assignments: "not-null"; plannings: "not-null" };

/** Reads these fields over each assignment joined to its planning; the caller joins further, filters and orders. */
export function selectAssignedPlannings<Fields extends SelectedFields>(db: Database, fields: Fields) {
  const query = db
    .select(fields as SelectedFields)
    .from(planningAssignments)
    .innerJoin(plannings, eq(plannings.id, planningAssignments.planningId));
  return query as unknown as JoinedSelect<Fields, AssignedPlannings>;
}

/** The same with the planning's site, whose fields are null for a planning on a free-text location. */
export function selectShifts<Fields extends SelectedFields>(db: Database, fields: Fields) {
  const query = selectAssignedPlannings(db, fields as SelectedFields).leftJoin(sites, eq(sites.id, plannings.siteId));
  return query as unknown as JoinedSelect<Fields, AssignedPlannings & { sites: "nullable" }>;
}

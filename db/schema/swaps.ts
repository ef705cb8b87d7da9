import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { SWAP_STATUSES, type SwapStatus } from "../../app/domain/enums";
import { user, userReference } from "./auth";
import { createdAt, inList, instant, ownerReference, uuidPrimaryKey } from "./columns";
import { planningReference, plannings } from "./plannings";

/**
 * One employee's shift offered to a colleague (docs/decisions/050-shift-swaps.md): a hand-over, or a swap when the
 * colleague's shift comes back in exchange. The colleague answers, then a manager decides; only the decision writes
 * the plannings. One open proposal per shift and employee.
 */
export const shiftSwaps = pgTable(
  "shift_swaps",
  {
    id: uuidPrimaryKey(),
    planningId: planningReference(),
    fromEmployeeId: userReference("from_employee_id"),
    toEmployeeId: userReference("to_employee_id"),
    /** The colleague's shift given back in exchange; null for a hand-over. */
    theirPlanningId: ownerReference("their_planning_id", () => plannings.id),
    status: text("status").$type<SwapStatus>().notNull().default("proposed"),
    createdAt: createdAt(),
    answeredAt: instant("answered_at"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: instant("decided_at"),
  },
  (t) => [
    check("shift_swaps_status_check", sql`${t.status} in (${inList(SWAP_STATUSES)})`),
    uniqueIndex("shift_swaps_one_open")
      .on(t.planningId, t.fromEmployeeId)
      .where(sql`${t.status} in ('proposed', 'accepted')`),
    index("shift_swaps_to_idx").on(t.toEmployeeId, t.status),
    index("shift_swaps_accepted_idx").on(t.createdAt).where(sql`${t.status} = 'accepted'`),
  ],
);

import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { VOLUNTEER_STATUSES, type VolunteerStatus } from "../../app/domain/enums";
import { user } from "./auth";
import { createdAt, inList, instant, uuidPrimaryKey } from "./columns";
import { shiftAndEmployee } from "./plannings";

/**
 * An employee who offered to take an open shift (docs/decisions/052-open-shifts.md). A manager confirms it, or it is
 * confirmed at once when the company allows it and no rule is to check; only the confirmation writes the planning.
 * One pending offer per shift and employee.
 */
export const shiftVolunteers = pgTable(
  "shift_volunteers",
  {
    id: uuidPrimaryKey(),
    ...shiftAndEmployee(),
    status: text("status").$type<VolunteerStatus>().notNull().default("pending"),
    /** What the labour rules said when they volunteered: the rules to check the manager confirms past. */
    checks: text("checks").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    /** Who confirmed or declined it; null when it was confirmed automatically, or closed by the shift being filled. */
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: instant("decided_at"),
  },
  (t) => [
    check("shift_volunteers_status_check", sql`${t.status} in (${inList(VOLUNTEER_STATUSES)})`),
    uniqueIndex("shift_volunteers_one_pending").on(t.planningId, t.employeeId).where(sql`${t.status} = 'pending'`),
    index("shift_volunteers_employee_idx").on(t.employeeId, t.status),
    index("shift_volunteers_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

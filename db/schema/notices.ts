import { boolean, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { userReference } from "./auth";
import { instant, updatedAt } from "./columns";

/**
 * Change notices (docs/decisions/021-change-notices.md): what each employee was last told of their future plannings,
 * which employees have changes to be told of, and who switched notices off. Database triggers (migration
 * 0004_change_notices) write the marks in the transaction of every planning write.
 */
export const noticeSnapshots = pgTable(
  "notice_snapshots",
  {
    employeeId: userReference("employee_id"),
    /** No foreign key: the snapshot outlives a deleted planning until its cancellation is sent. */
    planningId: uuid("planning_id").notNull(),
    startTime: instant("start_time").notNull(),
    endTime: instant("end_time").notNull(),
    title: text("title").notNull(),
    /** The site's name, or the free-text place. */
    place: text("place"),
    description: text("description"),
    /** The iCalendar SEQUENCE last sent for this planning: each update sent raises it. */
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.planningId] })],
);

/** Employees with changes not told yet. No foreign key: a mark written while its user is deleted is simply dropped. */
export const noticeMarks = pgTable(
  "notice_marks",
  {
    employeeId: text("employee_id").primaryKey(),
    firstMarkedAt: instant("first_marked_at").notNull().defaultNow(),
    lastMarkedAt: instant("last_marked_at").notNull().defaultNow(),
  },
  (t) => [index("notice_marks_first_marked_idx").on(t.firstMarkedAt)],
);

/** Employees who switched change notices off on their week page. */
export const noticePreferences = pgTable("notice_preferences", {
  employeeId: userReference("employee_id").primaryKey(),
  enabled: boolean("enabled").notNull().default(true),
  updatedAt: updatedAt(),
});

import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PUNCH_FLAGS, PUNCH_METHODS, type PunchFlag, type PunchMethod } from "../../app/domain/enums";
import { PUNCH_KINDS, PUNCH_REPORT_STATUSES, type PunchKind, type PunchReportStatus } from "../../app/domain/punches";
import { user, userReference } from "./auth";
import { createdAt, inList, instant, uuidPrimaryKey } from "./columns";
import { planningReference, plannings, shiftAndEmployee, sites } from "./plannings";

/**
 * An arrival or a departure at a site (docs/decisions/053-attendance-codes-and-punches.md). Append-only: a correction
 * is a new row that supersedes one, with its reason; the original stays.
 */
export const punches = pgTable(
  "punches",
  {
    id: uuidPrimaryKey(),
    employeeId: userReference("employee_id"),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    /** The shift it matches; null is *hors planning*. */
    planningId: uuid("planning_id").references(() => plannings.id, { onDelete: "set null" }),
    kind: text("kind").$type<PunchKind>().notNull(),
    /** The time it stands for: the server's, unless a manager entered it. */
    at: instant("at").notNull(),
    /** When the server received it. */
    recordedAt: instant("recorded_at").notNull().defaultNow(),
    /** The phone's time, for a punch kept on the phone offline and sent later. */
    phoneAt: instant("phone_at"),
    method: text("method").$type<PunchMethod>().notNull(),
    /** Who made it: the employee, or the manager who entered or corrected it. */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    supersedesId: uuid("supersedes_id").references((): AnyPgColumn => punches.id, { onDelete: "restrict" }),
    reason: text("reason"),
    flags: text("flags").array().$type<PunchFlag[]>().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    check("punches_kind_check", sql`${t.kind} in (${inList(PUNCH_KINDS)})`),
    check("punches_method_check", sql`${t.method} in (${inList(PUNCH_METHODS)})`),
    check("punches_flags_check", sql`${t.flags} <@ array[${inList(PUNCH_FLAGS)}]::text[]`),
    check("punches_correction_reason_check", sql`${t.supersedesId} is null or length(btrim(${t.reason})) > 0`),
    // One correction per punch: a later one supersedes the correction.
    uniqueIndex("punches_supersedes_unique").on(t.supersedesId),
    index("punches_employee_at_idx").on(t.employeeId, t.at),
    // A shift's punches: what the staff home, the sheets and the pay read, and what deleting a planning empties.
    index("punches_planning_idx").on(t.planningId, t.employeeId),
    index("punches_site_at_idx").on(t.siteId, t.at),
    index("punches_at_idx").on(t.at),
  ],
);

/**
 * A shift someone on it did not punch in for, NO_SHOW_MINUTES after its start: one row per shift and employee, written
 * by the job that mails the managers and the employee, so that each is told once, whichever instance runs it.
 */
export const noShowAlerts = pgTable(
  "no_show_alerts",
  {
    ...shiftAndEmployee(),
    alertedAt: instant("alerted_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planningId, t.employeeId] }), index("no_show_alerts_alerted_idx").on(t.alertedAt)],
);

/**
 * A week of an employee's punches (Monday to Sunday, in APP_TIME_ZONE) validated by a manager: its worked hours are
 * then paid, and it is locked (docs/decisions/054-timesheet-validation-and-worked-hours.md). Reopening deletes the row.
 */
export const timesheetWeeks = pgTable(
  "timesheet_weeks",
  {
    employeeId: userReference("employee_id"),
    monday: date("monday").notNull(),
    validatedBy: text("validated_by").references(() => user.id, { onDelete: "set null" }),
    validatedAt: instant("validated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.monday] }),
    check("timesheet_weeks_monday_check", sql`extract(isodow from ${t.monday}) = 1`),
  ],
);

/**
 * « J'ai oublié de pointer »: an employee's own account of an arrival or a departure they did not punch, for a manager
 * to accept (which adds the punch, entered by that manager) or refuse. One pending report per shift, employee and kind.
 */
export const punchReports = pgTable(
  "punch_reports",
  {
    id: uuidPrimaryKey(),
    employeeId: userReference("employee_id"),
    planningId: planningReference(),
    kind: text("kind").$type<PunchKind>().notNull(),
    at: instant("at").notNull(),
    note: text("note"),
    status: text("status").$type<PunchReportStatus>().notNull().default("pending"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: instant("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("punch_reports_kind_check", sql`${t.kind} in (${inList(PUNCH_KINDS)})`),
    check("punch_reports_status_check", sql`${t.status} in (${inList(PUNCH_REPORT_STATUSES)})`),
    uniqueIndex("punch_reports_one_pending").on(t.planningId, t.employeeId, t.kind).where(sql`${t.status} = 'pending'`),
    index("punch_reports_employee_idx").on(t.employeeId, t.at),
  ],
);

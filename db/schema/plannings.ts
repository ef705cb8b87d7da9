import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { absenceLabel } from "../../app/domain/contracts";
import type { AbsenceKind, HalfDay } from "../../app/domain/enums";
import { DEFAULT_THRESHOLD_PERCENT } from "../../app/domain/inspections";
import { createdBy, user, userReference } from "./auth";
import { clients } from "./clients";
import { createdAt, instant, ownerReference, timestamps, uuidPrimaryKey } from "./columns";
import { absences } from "./contracts";

/** The client sites where the work is done. A site with history is archived (`active` false), never deleted. */
export const sites = pgTable(
  "sites",
  {
    id: uuidPrimaryKey(),
    name: varchar("name", { length: 200 }).notNull(),
    clientName: varchar("client_name", { length: 200 }).notNull(),
    /** The client the site belongs to, once it is one (a quote converted, docs/decisions/059-clients-from-quotes.md). */
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "restrict" }),
    address: varchar("address", { length: 300 }).notNull(),
    postalCode: varchar("postal_code", { length: 10 }).notNull(),
    city: varchar("city", { length: 100 }).notNull(),
    accessInstructions: varchar("access_instructions", { length: 2000 }),
    accessCode: varchar("access_code", { length: 100 }),
    contactName: varchar("contact_name", { length: 200 }),
    contactPhone: varchar("contact_phone", { length: 20 }),
    active: boolean("active").notNull().default(true),
    /** The SHA-256 of the site's attendance code (docs/decisions/053-attendance-codes-and-punches.md); null: none yet. */
    attendanceCodeHash: text("attendance_code_hash"),
    attendanceCodeSetAt: instant("attendance_code_set_at"),
    /** Under this score (percent), an inspection opens a corrective action (docs/decisions/061-quality-inspections.md). */
    inspectionThreshold: smallint("inspection_threshold").notNull().default(DEFAULT_THRESHOLD_PERCENT),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("sites_attendance_code_unique").on(t.attendanceCodeHash),
    index("sites_client_idx").on(t.clientId),
    // One site per name, whatever the case: plannings are grouped and linked by it.
    uniqueIndex("sites_name_unique").on(sql`lower(${t.name})`),
    check("sites_inspection_threshold_check", sql`${t.inspectionThreshold} between 1 and 100`),
  ],
);

/** A site's id, name and postal address, as most reads of a site select them. */
export const sitePlaceColumns = {
  id: sites.id,
  name: sites.name,
  address: sites.address,
  postalCode: sites.postalCode,
  city: sites.city,
};

/** What the work is, as a series states it and each of its occurrences copies it. */
const workDescription = () => ({
  title: varchar("title", { length: 200 }).notNull(),
  description: varchar("description", { length: 2000 }),
  location: varchar("location", { length: 200 }),
  /** Unpaid break inside the work, in minutes: paid hours are the duration less the break. */
  breakMinutes: integer("break_minutes").notNull().default(0),
});

/**
 * Recurring work: an RFC 5545 rule (DTSTART with TZID and RRULE, Paris wall-clock times) whose occurrences are
 * materialised as plannings up to a rolling horizon. See docs/decisions/020-recurring-plannings.md.
 */
export const planningSeries = pgTable(
  "planning_series",
  {
    id: uuidPrimaryKey(),
    ...workDescription(),
    siteId: uuid("site_id").references(() => sites.id, { onDelete: "restrict" }),
    /** `DTSTART;TZID=Europe/Paris:20260302T060000` and `RRULE:FREQ=WEEKLY;…` on two lines. */
    rrule: text("rrule").notNull(),
    /** Wall-clock length of each occurrence: 22:00 + 480 min ends at 06:00 whatever the clock change that night. */
    durationMinutes: integer("duration_minutes").notNull(),
    /** Occurrences deleted one by one (their local dates), never materialised again. */
    excludedDates: date("excluded_dates").array().notNull().default(sql`'{}'::date[]`),
    /** Whether occurrences falling on a French public holiday are planned; series made before the option work them. */
    worksPublicHolidays: boolean("works_public_holidays").notNull().default(true),
    /** The last local date whose occurrences exist as plannings. */
    materializedUntil: date("materialized_until").notNull(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    check("planning_series_duration_check", sql`${t.durationMinutes} > 0`),
    check(
      "planning_series_break_check",
      sql`${t.breakMinutes} >= 0 and (${t.breakMinutes} = 0 or ${t.breakMinutes} < ${t.durationMinutes})`,
    ),
    index("planning_series_materialized_idx").on(t.materializedUntil),
  ],
);

/** Who works every occurrence of a series. */
export const planningSeriesEmployees = pgTable(
  "planning_series_employees",
  {
    seriesId: ownerReference("series_id", () => planningSeries.id).notNull(),
    employeeId: userReference("employee_id"),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.employeeId] })],
);

export const plannings = pgTable(
  "plannings",
  {
    id: uuidPrimaryKey(),
    ...workDescription(),
    startTime: instant("start_time").notNull(),
    endTime: instant("end_time").notNull(),
    isAllDay: boolean("is_all_day").notNull().default(false),
    siteId: uuid("site_id").references(() => sites.id, { onDelete: "restrict" }),
    /** The series this planning is an occurrence of; null for one-off work. */
    seriesId: ownerReference("series_id", () => planningSeries.id),
    /** The local date the series gave this occurrence, kept when the occurrence moves. */
    occurrenceDate: date("occurrence_date"),
    /** Edited alone: later series edits leave it as it is. */
    detached: boolean("detached").notNull().default(false),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    check("plannings_period_check", sql`${t.endTime} > ${t.startTime}`),
    check(
      "plannings_break_check",
      // A period the other check refuses is its refusal alone.
      sql`${t.breakMinutes} >= 0 and (${t.breakMinutes} = 0 or ${t.breakMinutes} * interval '1 minute' < ${t.endTime} - ${t.startTime})`,
    ),
    index("plannings_start_time_idx").on(t.startTime),
    index("plannings_end_time_idx").on(t.endTime),
    // Week and overlap queries ask "which plannings meet this period": a range index answers without scanning history.
    index("plannings_period_gist").using("gist", sql`tstzrange(${t.startTime}, ${t.endTime})`),
    index("plannings_site_idx").on(t.siteId),
    // The labour rules find what a transaction changed by its time (now() is the transaction's start).
    index("plannings_updated_idx").on(t.updatedAt),
    uniqueIndex("plannings_series_occurrence_unique").on(t.seriesId, t.occurrenceDate),
  ],
);

/** NULL on insert: the trigger copies the planning's period and break before the NOT NULL check. */
const copiedFromPlanning = () => sql`null`;

/** The planning a row is about: deleting the planning deletes the row. */
export const planningReference = () => ownerReference("planning_id", () => plannings.id).notNull();

/** A row about one employee on one planning (an assignment, a vacancy, an alert, an offer, a volunteer). */
export const shiftAndEmployee = () => ({ planningId: planningReference(), employeeId: userReference("employee_id") });

export const planningAssignments = pgTable(
  "planning_assignments",
  {
    id: uuidPrimaryKey(),
    ...shiftAndEmployee(),
    createdAt: createdAt(),
    // The planning's period, kept by the triggers of migration 0008 (an insert leaves it to them): an employee's
    // shifts over a period are then read from one index, whatever the years of history.
    startTime: instant("start_time").notNull().$defaultFn(copiedFromPlanning),
    endTime: instant("end_time").notNull().$defaultFn(copiedFromPlanning),
    // The planning's break, kept by the same triggers (migration 0012): paid hours are read from the assignments alone.
    breakMinutes: integer("break_minutes").notNull().$defaultFn(copiedFromPlanning),
  },
  (t) => [
    unique("planning_assignments_pair_unique").on(t.planningId, t.employeeId),
    // An employee's shifts over a period (overlaps, labour rules, the grid): the migration adds
    // INCLUDE (start_time, planning_id), so that the index alone answers `assignmentsMeeting`.
    index("planning_assignments_employee_end_idx").on(t.employeeId, t.endTime),
    // The labour rules find what a transaction assigned by its time (now() is the transaction's start).
    index("planning_assignments_created_idx").on(t.createdAt),
  ],
);

/**
 * A planning that needs someone (*à remplacer*): who was on it and the absence that took them off. Filled, it is
 * gone: the trigger of migration 0011 deletes it when someone is assigned to the planning.
 */
export const planningVacancies = pgTable(
  "planning_vacancies",
  {
    ...shiftAndEmployee(),
    absenceId: ownerReference("absence_id", () => absences.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.planningId, t.employeeId] }),
    index("planning_vacancies_absence_idx").on(t.absenceId),
  ],
);

/** Who a vacancy waits to replace and the absence's reason, as a join of the vacancy, the account and the absence reads them. */
export const vacancyHolderColumns = {
  firstName: user.firstName,
  lastName: user.lastName,
  kind: absences.kind,
  halfDay: absences.halfDay,
};

/** The reason a vacancy's row gives ('Congés payés (matin)'); null when no absence is recorded. */
export const vacancyReason = (row: { kind: AbsenceKind | null; halfDay: HalfDay | null }) =>
  row.kind ? absenceLabel({ kind: row.kind, halfDay: row.halfDay }) : null;

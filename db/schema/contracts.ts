import { and, gte, lte, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import {
  ABSENCE_KINDS,
  type AbsenceKind,
  CONTRACT_KINDS,
  type ContractKind,
  HALF_DAYS,
  type HalfDay,
  REQUEST_STATUSES,
  type RequestStatus,
} from "../../app/domain/enums";
import { createdBy, user, userReference } from "./auth";
import { createdAt, inList, instant, periodsMeeting, timestamps, updatedAt, uuidPrimaryKey } from "./columns";

/**
 * Employment contracts, kept as a history: a change of hours is a new contract from a date, the previous one ending
 * the day before. An employee's contracts never overlap (an exclusion constraint written in migration 0005).
 * Dates are Paris calendar days, `ends_on` inclusive and null while the contract runs.
 */
export const employmentContracts = pgTable(
  "employment_contracts",
  {
    id: uuidPrimaryKey(),
    employeeId: userReference("employee_id"),
    kind: text("kind").$type<ContractKind>().notNull(),
    weeklyHours: numeric("weekly_hours", { precision: 4, scale: 2, mode: "number" }).notNull(),
    nightWorker: boolean("night_worker").notNull().default(false),
    /** The day the employee's written request to work under 16 h a week was recorded. */
    under16RequestOn: date("under16_request_on"),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    ...timestamps(),
  },
  (t) => [
    check("employment_contracts_kind_check", sql`${t.kind} in (${inList(CONTRACT_KINDS)})`),
    check(
      "employment_contracts_hours_check",
      sql`${t.weeklyHours} > 0 and ${t.weeklyHours} <= 48 and ${t.weeklyHours} * 4 = trunc(${t.weeklyHours} * 4)`,
    ),
    check("employment_contracts_period_check", sql`${t.endsOn} is null or ${t.endsOn} > ${t.startsOn}`),
    check("employment_contracts_cdd_end_check", sql`${t.kind} <> 'cdd' or ${t.endsOn} is not null`),
  ],
);

/** What the staff file records of an employee beyond their account: written only by the contracts feature. */
export const employeeDetails = pgTable(
  "employee_details",
  {
    employeeId: userReference("employee_id").primaryKey(),
    phone: varchar("phone", { length: 20 }),
    hiredOn: date("hired_on"),
    /** The employee's number in the payroll software (Silae's « matricule »): one employee each. */
    payrollNumber: varchar("payroll_number", { length: 20 }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("employee_details_payroll_number_unique").on(t.payrollNumber)],
);

/** An absence's reason and days, as an absence and a request for one hold them. */
const absencePeriod = () => ({
  kind: text("kind").$type<AbsenceKind>().notNull(),
  startsOn: date("starts_on").notNull(),
  endsOn: date("ends_on").notNull(),
  /** Morning (before noon) or afternoon (from noon) of a one-day absence; null for whole days. */
  halfDay: text("half_day").$type<HalfDay>(),
  note: varchar("note", { length: 500 }),
});

/** The checks of an absence's period, named after their table. */
const absencePeriodChecks = (
  table: string,
  t: { kind: AnyPgColumn; startsOn: AnyPgColumn; endsOn: AnyPgColumn; halfDay: AnyPgColumn },
) => [
  check(`${table}_kind_check`, sql`${t.kind} in (${inList(ABSENCE_KINDS)})`),
  check(`${table}_period_check`, sql`${t.endsOn} >= ${t.startsOn}`),
  check(
    `${table}_half_day_check`,
    sql`${t.halfDay} is null or (${t.halfDay} in (${inList(HALF_DAYS)}) and ${t.endsOn} = ${t.startsOn})`,
  ),
];

/** What an employee asks a manager for, and the answer: who gave it, and when. */
const decision = () => ({
  status: text("status").$type<RequestStatus>().notNull().default("pending"),
  decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
  decidedAt: instant("decided_at"),
});

/** Absences over whole local calendar days, both ends inclusive, or half of one day. */
export const absences = pgTable(
  "absences",
  {
    id: uuidPrimaryKey(),
    employeeId: userReference("employee_id"),
    ...absencePeriod(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    ...absencePeriodChecks("absences", t),
    index("absences_employee_dates_idx").on(t.employeeId, t.startsOn, t.endsOn),
  ],
);

/**
 * An employee's leave request (docs/decisions/049-leave-requests.md): the absence it asks for, waiting for a manager.
 * Approved, it becomes the absence it names, which frees its shifts; nothing else reads a request.
 */
export const absenceRequests = pgTable(
  "absence_requests",
  {
    id: uuidPrimaryKey(),
    employeeId: userReference("employee_id"),
    ...absencePeriod(),
    ...decision(),
    absenceId: uuid("absence_id").references(() => absences.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    ...absencePeriodChecks("absence_requests", t),
    check("absence_requests_status_check", sql`${t.status} in (${inList(REQUEST_STATUSES)})`),
    index("absence_requests_employee_idx").on(t.employeeId, t.startsOn),
    index("absence_requests_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A time an employee cannot work (docs/decisions/051-unavailability.md): each week on a weekday (0 Monday … 6 Sunday)
 * between optional dates, or on one date; between two local times, or the whole day. Declared by the employee, it
 * counts once a manager approved it: the replacement finder then lists the employee as not available.
 */
export const unavailabilities = pgTable(
  "unavailabilities",
  {
    id: uuidPrimaryKey(),
    employeeId: userReference("employee_id"),
    weekday: integer("weekday"),
    onDate: date("on_date"),
    fromTime: varchar("from_time", { length: 5 }),
    toTime: varchar("to_time", { length: 5 }),
    validFrom: date("valid_from"),
    validUntil: date("valid_until"),
    note: varchar("note", { length: 500 }),
    ...decision(),
    createdAt: createdAt(),
  },
  (t) => [
    check("unavailabilities_status_check", sql`${t.status} in (${inList(REQUEST_STATUSES)})`),
    check(
      "unavailabilities_when_check",
      sql`(${t.weekday} between 0 and 6 and ${t.onDate} is null) or (${t.weekday} is null and ${t.onDate} is not null)`,
    ),
    check(
      "unavailabilities_times_check",
      sql`(${t.fromTime} is null and ${t.toTime} is null) or (${t.fromTime} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.toTime} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.fromTime} < ${t.toTime})`,
    ),
    index("unavailabilities_employee_idx").on(t.employeeId, t.status),
  ],
);

/** The columns a contract is read by as `ContractTerms` (the rules, the hours, the employee file). */
export const contractTermsColumns = {
  kind: employmentContracts.kind,
  weeklyHours: employmentContracts.weeklyHours,
  nightWorker: employmentContracts.nightWorker,
  under16RequestOn: employmentContracts.under16RequestOn,
  startsOn: employmentContracts.startsOn,
  endsOn: employmentContracts.endsOn,
};

/** The columns an unavailability is read by as `UnavailableSlot`. */
export const unavailableSlotColumns = {
  weekday: unavailabilities.weekday,
  onDate: unavailabilities.onDate,
  fromTime: unavailabilities.fromTime,
  toTime: unavailabilities.toTime,
  validFrom: unavailabilities.validFrom,
  validUntil: unavailabilities.validUntil,
};

/** The columns an absence is read by as `AbsencePeriod`. */
export const absencePeriodColumns = {
  kind: absences.kind,
  startsOn: absences.startsOn,
  endsOn: absences.endsOn,
  halfDay: absences.halfDay,
  note: absences.note,
};

/** The contracts meeting the days from `fromDay` to `toDay` (inclusive): the exclusion constraint's GiST index answers. */
export const contractsMeeting = (fromDay: string, toDay: string) => periodsMeeting(employmentContracts, fromDay, toDay);

/** Whether the account of the outer query (`user.id`) has a contract meeting the days from `fromDay` to `toDay`. */
export const hasContractMeeting = (fromDay: string, toDay: string) =>
  sql<boolean>`exists (select 1 from ${employmentContracts} where ${employmentContracts.employeeId} = ${user.id} and ${contractsMeeting(fromDay, toDay)})`;

/** The absences meeting the days from `fromDay` to `toDay` (inclusive), as the (employee, start, end) index reads them. */
export const absencesMeeting = (
  fromDay: string,
  toDay: string,
  table: { startsOn: AnyPgColumn; endsOn: AnyPgColumn } = absences,
) => and(lte(table.startsOn, toDay), gte(table.endsOn, fromDay));

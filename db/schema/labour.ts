import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { PAYROLL_VARIABLES, type PayrollVariable } from "../../app/domain/enums";
import { user } from "./auth";
import { createdAt, inList, updatedAt, uuidPrimaryKey } from "./columns";

/** One alert a manager saved past, as recorded: the employee (and their name then), the rule, its message, the shifts. */
export interface OverriddenAlert {
  employeeId: string;
  employeeName: string;
  rule: string;
  message: string;
  shiftIds: string[];
}

/**
 * "Enregistrer quand même" on a planning that breaks labour rules: who chose to, when, the reason typed, and the
 * alerts as they were shown (the first ones, and how many more).
 */
export const labourOverrides = pgTable(
  "labour_overrides",
  {
    id: uuidPrimaryKey(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    reason: varchar("reason", { length: 500 }).notNull(),
    alerts: jsonb("alerts").$type<OverriddenAlert[]>().notNull(),
    /** The alerts shown but not kept in `alerts` (only the first ones are). */
    alertsOmitted: integer("alerts_omitted").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("labour_overrides_created_idx").on(t.createdAt)],
);

/** The saves past alerts that include one about this employee. */
export const overridesAbout = (employeeId: string) =>
  sql`${labourOverrides.alerts} @> ${JSON.stringify([{ employeeId }])}::jsonb`;

/** The company's Silae code of each payroll variable, set by an admin; a variable without one is not exported. */
export const payrollCodes = pgTable(
  "payroll_codes",
  {
    variable: text("variable").$type<PayrollVariable>().primaryKey(),
    code: varchar("code", { length: 20 }).notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [check("payroll_codes_variable_check", sql`${t.variable} in (${inList(PAYROLL_VARIABLES)})`)],
);

import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, unique, uuid, varchar } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const plannings = pgTable(
  "plannings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: varchar("title", { length: 200 }).notNull(),
    description: varchar("description", { length: 2000 }),
    location: varchar("location", { length: 200 }),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    isAllDay: boolean("is_all_day").notNull().default(false),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("plannings_period_check", sql`${t.endTime} > ${t.startTime}`),
    index("plannings_start_time_idx").on(t.startTime),
    index("plannings_end_time_idx").on(t.endTime),
  ],
);

export const planningAssignments = pgTable(
  "planning_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planningId: uuid("planning_id")
      .notNull()
      .references(() => plannings.id, { onDelete: "cascade" }),
    employeeId: text("employee_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("planning_assignments_pair_unique").on(t.planningId, t.employeeId),
    index("planning_assignments_employee_idx").on(t.employeeId),
  ],
);

import { index, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { user } from "./auth";

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
 * alerts as they were shown.
 */
export const labourOverrides = pgTable(
  "labour_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    reason: varchar("reason", { length: 500 }).notNull(),
    alerts: jsonb("alerts").$type<OverriddenAlert[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("labour_overrides_created_idx").on(t.createdAt)],
);

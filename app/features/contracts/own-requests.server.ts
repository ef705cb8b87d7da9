import { and, asc, desc, eq, ne, type SQL } from "drizzle-orm";
import type { SelectedFieldsFlat } from "drizzle-orm/pg-core";
import { type absenceRequests, type unavailabilities, user } from "../../../db/schema";
import { fullName } from "../../domain/people";
import { getDb } from "../../lib/db.server";
import { isUuid } from "../../lib/uuid";

/** The tables of what an employee asks a manager for: leave, and the times they cannot work. */
type RequestTable = typeof absenceRequests | typeof unavailabilities;

/** « Annuler »: one of the employee's own requests in `table`, only while it waits. */
export async function cancelOwnRequest(table: RequestTable, employeeId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const cancelled = await getDb()
    .update(table)
    .set({ status: "cancelled" })
    .where(and(eq(table.id, id), eq(table.employeeId, employeeId), eq(table.status, "pending")))
    .returning({ id: table.id });
  return cancelled.length > 0;
}

/**
 * The employee's own requests in `table` that are not cancelled and that `current` keeps (still to come, or waiting),
 * the latest first, each as `columns` reads it (`Row`).
 */
export async function ownRequestsIn<Row>(
  table: RequestTable,
  columns: SelectedFieldsFlat,
  employeeId: string,
  current: SQL | undefined,
) {
  const rows = await getDb()
    .select(columns)
    .from(table as typeof absenceRequests)
    .where(and(eq(table.employeeId, employeeId), ne(table.status, "cancelled"), current))
    .orderBy(desc(table.createdAt));
  return rows as Row[];
}

/**
 * The requests of `table` waiting for a manager, the oldest first, each as `columns` reads it (`Row`) with the name of
 * who asks.
 */
export async function pendingIn<Row>(table: RequestTable, columns: SelectedFieldsFlat) {
  const rows = await getDb()
    .select({ request: columns, firstName: user.firstName, lastName: user.lastName })
    .from(table as typeof absenceRequests)
    .innerJoin(user, eq(user.id, table.employeeId))
    .where(eq(table.status, "pending"))
    .orderBy(asc(table.createdAt));
  return rows.map(({ request, firstName, lastName }) => ({
    ...(request as Row),
    employee: fullName({ firstName, lastName }),
  }));
}

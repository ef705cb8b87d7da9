import { and, eq } from "drizzle-orm";
import type { absenceRequests, unavailabilities } from "../../../db/schema";
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

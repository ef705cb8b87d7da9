import { and, eq, not } from "drizzle-orm";
import { employeeDetails, personColumns, user } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import type { DetailsInput } from "./contracts.schema";

/** Who the employee file is about: the account's identity, with the phone and hire date the file records. */
export interface EmployeeIdentity {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  phone: string | null;
  hiredOn: string | null;
}

export async function getEmployeeIdentity(employeeId: string): Promise<EmployeeIdentity | null> {
  const [row] = await getDb()
    .select({
      id: user.id,
      ...personColumns,
      phone: employeeDetails.phone,
      hiredOn: employeeDetails.hiredOn,
    })
    .from(user)
    .leftJoin(employeeDetails, eq(employeeDetails.employeeId, user.id))
    .where(and(eq(user.id, employeeId), not(user.pendingApproval)));
  return row ?? null;
}

/** Records the employee's phone and hire date (empty clears them). False when the employee no longer exists. */
export async function saveEmployeeDetails(employeeId: string, input: DetailsInput): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [employee] = await tx.select({ id: user.id }).from(user).where(eq(user.id, employeeId));
    if (!employee) return false;
    const values = { phone: input.phone, hiredOn: input.hiredOn, updatedAt: new Date() };
    await tx
      .insert(employeeDetails)
      .values({ employeeId, ...values })
      .onConflictDoUpdate({ target: employeeDetails.employeeId, set: values });
    return true;
  });
}

import { and, eq, not } from "drizzle-orm";
import { employeeDetails, personColumns, user } from "../../../db/schema";
import { refusingOn } from "../../lib/constraint-refusal.server";
import { getDb } from "../../lib/db.server";
import type { DetailsInput } from "./contracts.schema";

/** Who the employee file is about: the account's identity, with the phone, hire date and payroll number. */
export interface EmployeeIdentity {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  phone: string | null;
  hiredOn: string | null;
  payrollNumber: string | null;
}

export async function getEmployeeIdentity(employeeId: string): Promise<EmployeeIdentity | null> {
  const [row] = await getDb()
    .select({
      id: user.id,
      ...personColumns,
      phone: employeeDetails.phone,
      hiredOn: employeeDetails.hiredOn,
      payrollNumber: employeeDetails.payrollNumber,
    })
    .from(user)
    .leftJoin(employeeDetails, eq(employeeDetails.employeeId, user.id))
    .where(and(eq(user.id, employeeId), not(user.pendingApproval)));
  return row ?? null;
}

export type DetailsOutcome = "SAVED" | "NOT_FOUND" | "PAYROLL_NUMBER_TAKEN";

/**
 * Records the employee's phone, hire date and payroll number (empty clears them). A payroll number another employee
 * has is refused (unique index), whoever saved first.
 */
export function saveEmployeeDetails(employeeId: string, input: DetailsInput): Promise<DetailsOutcome> {
  return refusingOn<DetailsOutcome>("23505", "PAYROLL_NUMBER_TAKEN", () =>
    getDb().transaction(async (tx) => {
      const [employee] = await tx.select({ id: user.id }).from(user).where(eq(user.id, employeeId));
      if (!employee) return "NOT_FOUND";
      const values = { ...input, updatedAt: new Date() };
      await tx
        .insert(employeeDetails)
        .values({ employeeId, ...values })
        .onConflictDoUpdate({ target: employeeDetails.employeeId, set: values });
      return "SAVED";
    }),
  );
}

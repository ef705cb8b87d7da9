import { and, asc, eq, ne, not } from "drizzle-orm";
import { personColumns, punches, timesheetWeeks, user } from "../../../db/schema";
import { endAccessAfterEmailChange } from "../../lib/account-lifecycle.server";
import { done, type Outcome, refused } from "../../lib/action-runner.server";
import { identityEditRefusal } from "../../lib/admin-containment";
import { getDb } from "../../lib/db.server";
import { deleteAccount } from "../../lib/deleted-account.server";
import { getEnv } from "../../lib/env.server";
import type { SessionUser } from "../../lib/permissions";
import { deleteRefusal } from "./employees";
import { EMPLOYEE_MESSAGES, type EmployeeEdit } from "./employees.schema";

export interface EmployeeRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

/** The account is gone: nothing in the form to correct. */
const NOT_FOUND = refused(EMPLOYEE_MESSAGES.notFound, { status: 404, code: "USER_NOT_FOUND", submission: false });

/** Every staff account but those awaiting approval (listed apart, see listPendingAccounts); no client contact. */
export async function listEmployees(): Promise<EmployeeRow[]> {
  return getDb()
    .select({ id: user.id, ...personColumns })
    .from(user)
    .where(and(not(user.pendingApproval), ne(user.role, "client")))
    .orderBy(asc(user.lastName), asc(user.firstName), asc(user.email));
}

/**
 * Changes first name, last name and e-mail (the sign-in address). A new e-mail ends the account's sessions and its
 * password links. The caller is an admin.
 */
export async function updateEmployee(
  actor: SessionUser,
  { id, firstName, lastName, email }: EmployeeEdit,
): Promise<Outcome> {
  const outcome = await getDb().transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, role: user.role, email: user.email })
      .from(user)
      .where(eq(user.id, id))
      .for("update");
    if (!target) return { answer: NOT_FOUND };
    const refusal = identityEditRefusal(actor, target, getEnv().ADMIN_EMAIL);
    if (refusal) return { answer: refused(refusal.message, { status: 403, code: refusal.code, submission: false }) };
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, email), ne(user.id, id)));
    if (taken) {
      return {
        answer: refused(EMPLOYEE_MESSAGES.alreadyExists, { status: 409, code: "USER_ALREADY_EXISTS", field: "email" }),
      };
    }
    await tx
      .update(user)
      .set({ firstName, lastName, email, name: `${firstName} ${lastName}`, updatedAt: new Date() })
      .where(eq(user.id, id));
    return { answer: done(EMPLOYEE_MESSAGES.updated), emailChanged: target.email !== email };
  });
  // The links mailed to the old address, and the devices signed in before, no longer speak for this account.
  if (outcome.emailChanged) await endAccessAfterEmailChange(id);
  return outcome.answer;
}

/**
 * Deletes an account, its history anonymised (lib/deleted-account.server.ts).
 * The caller is an admin; it cannot delete itself or another admin, nor an account whose punches or validated
 * weeks the law still keeps: the retention job deletes those after five years, and deactivating the account is the
 * departure meanwhile (docs/decisions/068-pay-records-outlive-the-account.md).
 */
export async function deleteEmployee(actor: SessionUser, id: string): Promise<Outcome> {
  return getDb().transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id, role: user.role }).from(user).where(eq(user.id, id)).for("update");
    if (!target) return NOT_FOUND;
    const refusal = deleteRefusal(actor.id, target);
    if (refusal) return refused(refusal.message, { status: 403, code: refusal.code });
    const [punch] = await tx.select({ id: punches.id }).from(punches).where(eq(punches.employeeId, target.id)).limit(1);
    const [week] = await tx
      .select({ monday: timesheetWeeks.monday })
      .from(timesheetWeeks)
      .where(eq(timesheetWeeks.employeeId, target.id))
      .limit(1);
    if (punch || week) return refused(EMPLOYEE_MESSAGES.payRecordsKept, { status: 409, code: "PAY_RECORDS_KEPT" });
    await deleteAccount(tx, target.id);
    return done(EMPLOYEE_MESSAGES.deleted);
  });
}

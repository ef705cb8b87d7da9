import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, eq, ne, not } from "drizzle-orm";
import { personColumns, user } from "../../../db/schema";
import { endAccessAfterEmailChange } from "../../lib/account-lifecycle.server";
import { identityEditRefusal } from "../../lib/admin-containment";
import { getDb } from "../../lib/db.server";
import { getEnv } from "../../lib/env.server";
import type { SessionUser } from "../../lib/permissions";
import { failure, success } from "../../lib/result";
import { deleteRefusal } from "./employees";
import { deleteEmployeeSchema, EMPLOYEE_MESSAGES, editEmployeeSchema } from "./employees.schema";

export interface EmployeeRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

const notFound = (intent: string) => failure(404, "USER_NOT_FOUND", EMPLOYEE_MESSAGES.notFound, { intent });

/** Every account but those awaiting approval (listed apart, see listPendingAccounts). */
export async function listEmployees(): Promise<EmployeeRow[]> {
  return getDb()
    .select({ id: user.id, ...personColumns })
    .from(user)
    .where(not(user.pendingApproval))
    .orderBy(asc(user.lastName), asc(user.firstName), asc(user.email));
}

/**
 * Changes first name, last name and e-mail (the sign-in address). A new e-mail ends the account's sessions and its
 * password links. The caller is an admin.
 */
export async function updateEmployee(actor: SessionUser, formData: FormData) {
  const intent = "update";
  const submission = parseWithZod(formData, { schema: editEmployeeSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0];
    return failure(400, "VALIDATION_ERROR", message ?? EMPLOYEE_MESSAGES.notFound, {
      intent,
      submission: submission.reply(),
    });
  }
  const { id, firstName, lastName, email } = submission.value;
  const outcome = await getDb().transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, role: user.role, email: user.email })
      .from(user)
      .where(eq(user.id, id))
      .for("update");
    if (!target) return { answer: notFound(intent) };
    const refusal = identityEditRefusal(actor, target, getEnv().ADMIN_EMAIL);
    if (refusal) return { answer: failure(403, refusal.code, refusal.message, { intent }) };
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, email), ne(user.id, id)));
    if (taken) {
      return {
        answer: failure(409, "USER_ALREADY_EXISTS", EMPLOYEE_MESSAGES.alreadyExists, {
          intent,
          submission: submission.reply({ fieldErrors: { email: [EMPLOYEE_MESSAGES.alreadyExists] } }),
        }),
      };
    }
    await tx
      .update(user)
      .set({ firstName, lastName, email, name: `${firstName} ${lastName}`, updatedAt: new Date() })
      .where(eq(user.id, id));
    return {
      answer: success(EMPLOYEE_MESSAGES.updated, { intent, submission: submission.reply({ resetForm: true }) }),
      emailChanged: target.email !== email,
    };
  });
  // The links mailed to the old address, and the devices signed in before, no longer speak for this account.
  if (outcome.emailChanged) await endAccessAfterEmailChange(id);
  return outcome.answer;
}

/**
 * Deletes an account; the database cascades to its sessions, credentials and planning assignments.
 * The caller is an admin; it cannot delete itself or another admin.
 */
export async function deleteEmployee(actor: SessionUser, formData: FormData) {
  const intent = "delete";
  const submission = parseWithZod(formData, { schema: deleteEmployeeSchema });
  if (submission.status !== "success") return notFound(intent);
  return getDb().transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(user.id, submission.value.id))
      .for("update");
    if (!target) return notFound(intent);
    const refusal = deleteRefusal(actor.id, target);
    if (refusal) return failure(403, refusal.code, refusal.message, { intent });
    await tx.delete(user).where(eq(user.id, target.id));
    return success(EMPLOYEE_MESSAGES.deleted, { intent });
  });
}

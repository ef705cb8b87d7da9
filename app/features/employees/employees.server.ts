import { and, asc, eq, ne } from "drizzle-orm";
import { user } from "../../../db/schema";
import { identityEditRefusal } from "../../lib/admin-containment";
import { getDb } from "../../lib/db.server";
import { getEnv } from "../../lib/env.server";
import { fieldErrorsOf, formValues } from "../../lib/form-data";
import type { MutationResult } from "../../lib/mutation-result";
import type { SessionUser } from "../../lib/permissions";
import { deleteRefusal } from "./employees";
import { deleteEmployeeSchema, EMPLOYEE_MESSAGES, editEmployeeSchema } from "./employees.schema";

export interface EmployeeRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

export type Outcome = { status: number; result: MutationResult };

const notFound = (intent: string): Outcome => ({
  status: 404,
  result: { ok: false, intent, code: "USER_NOT_FOUND", message: EMPLOYEE_MESSAGES.notFound },
});

export async function listEmployees(): Promise<EmployeeRow[]> {
  return getDb()
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role })
    .from(user)
    .orderBy(asc(user.lastName), asc(user.firstName), asc(user.email));
}

/** Changes first name, last name and e-mail (the sign-in address). The caller is an admin. */
export async function updateEmployee(actor: SessionUser, formData: FormData): Promise<Outcome> {
  const intent = "update";
  const parsed = editEmployeeSchema.safeParse(formValues(formData));
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const message = parsed.error.issues[0]?.message ?? EMPLOYEE_MESSAGES.notFound;
    return { status: 400, result: { ok: false, intent, code: "VALIDATION_ERROR", message, fieldErrors } };
  }
  const { id, firstName, lastName, email } = parsed.data;
  return getDb().transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id, role: user.role }).from(user).where(eq(user.id, id)).for("update");
    if (!target) return notFound(intent);
    const refusal = identityEditRefusal(actor, target, getEnv().ADMIN_EMAIL);
    if (refusal) return { status: 403, result: { ok: false, intent, ...refusal } };
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, email), ne(user.id, id)));
    if (taken) {
      return {
        status: 409,
        result: {
          ok: false,
          intent,
          code: "USER_ALREADY_EXISTS",
          message: EMPLOYEE_MESSAGES.alreadyExists,
          fieldErrors: { email: [EMPLOYEE_MESSAGES.alreadyExists] },
        },
      };
    }
    await tx
      .update(user)
      .set({ firstName, lastName, email, name: `${firstName} ${lastName}`, updatedAt: new Date() })
      .where(eq(user.id, id));
    return { status: 200, result: { ok: true, intent, message: EMPLOYEE_MESSAGES.updated } };
  });
}

/**
 * Deletes an account; the database cascades to its sessions, credentials and planning assignments.
 * The caller is an admin; it cannot delete itself or another admin.
 */
export async function deleteEmployee(actor: SessionUser, formData: FormData): Promise<Outcome> {
  const intent = "delete";
  const parsed = deleteEmployeeSchema.safeParse(formValues(formData));
  if (!parsed.success) return notFound(intent);
  return getDb().transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(user.id, parsed.data.id))
      .for("update");
    if (!target) return notFound(intent);
    const refusal = deleteRefusal(actor.id, target);
    if (refusal) return { status: 403, result: { ok: false, intent, ...refusal } };
    await tx.delete(user).where(eq(user.id, target.id));
    return { status: 200, result: { ok: true, intent, message: EMPLOYEE_MESSAGES.deleted } };
  });
}

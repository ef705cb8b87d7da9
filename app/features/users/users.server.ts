import { asc, eq } from "drizzle-orm";
import { user } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { fieldErrorsOf, formValues } from "../../lib/form-data";
import type { MutationResult } from "../../lib/mutation-result";
import type { SessionUser } from "../../lib/permissions";
import { createUserAccount, UserCreationError } from "./create-user.server";
import { createUserRefusal, roleChangeRefusal } from "./users";
import { createUserSchema, roleChangeSchema, USER_MESSAGES } from "./users.schema";

export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

export type Outcome = { status: number; result: MutationResult };

export async function listUsers(): Promise<UserRow[]> {
  return getDb()
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role })
    .from(user)
    .orderBy(asc(user.firstName), asc(user.lastName), asc(user.email));
}

/** Creates an account from the create-user form. The caller has checked that the caller is an admin. */
export async function createUserFromForm(formData: FormData): Promise<Outcome> {
  const intent = "create";
  const values = formValues(formData);
  const parsed = createUserSchema.safeParse(values);
  if (!parsed.success) {
    const refusal = createUserRefusal(values, parsed.error);
    return { status: 400, result: { ok: false, intent, ...refusal, fieldErrors: fieldErrorsOf(parsed.error) } };
  }
  try {
    await createUserAccount(parsed.data);
    return { status: 200, result: { ok: true, intent, message: USER_MESSAGES.created } };
  } catch (error) {
    if (!(error instanceof UserCreationError)) throw error;
    const status = error.code === "USER_ALREADY_EXISTS" ? 409 : 400;
    return {
      status,
      result: {
        ok: false,
        intent,
        code: error.code,
        message: error.message,
        fieldErrors: error.code === "USER_ALREADY_EXISTS" ? { email: [error.message] } : undefined,
      },
    };
  }
}

/** Changes a user's role, refusing another admin's and the caller's own demotion. The caller is an admin. */
export async function changeUserRole(actor: SessionUser, formData: FormData): Promise<Outcome> {
  const intent = "role";
  const parsed = roleChangeSchema.safeParse(formValues(formData));
  if (!parsed.success) {
    return { status: 400, result: { ok: false, intent, code: "INVALID_ROLE", message: USER_MESSAGES.invalidRole } };
  }
  const { userId, newRole } = parsed.data;
  return getDb().transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!target) {
      return { status: 404, result: { ok: false, intent, code: "USER_NOT_FOUND", message: USER_MESSAGES.notFound } };
    }
    const refusal = roleChangeRefusal(actor.id, target, newRole);
    if (refusal) return { status: 403, result: { ok: false, intent, ...refusal } };
    await tx.update(user).set({ role: newRole, updatedAt: new Date() }).where(eq(user.id, userId));
    return { status: 200, result: { ok: true, intent, message: USER_MESSAGES.roleUpdated } };
  });
}

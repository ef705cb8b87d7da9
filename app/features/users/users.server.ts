import { parseWithZod } from "@conform-to/zod/v4";
import { asc, eq } from "drizzle-orm";
import { user } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import type { SessionUser } from "../../lib/permissions";
import { failure, success } from "../../lib/result";
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

export async function listUsers(): Promise<UserRow[]> {
  return getDb()
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role })
    .from(user)
    .orderBy(asc(user.firstName), asc(user.lastName), asc(user.email));
}

/** Creates an account from the create-user form. The caller has checked that the caller is an admin. */
export async function createUserFromForm(formData: FormData) {
  const intent = "create";
  const submission = parseWithZod(formData, { schema: createUserSchema });
  if (submission.status !== "success") {
    const { code, message } = createUserRefusal(submission.error);
    return failure(400, code, message, { intent, submission: submission.reply({ hideFields: ["password"] }) });
  }
  try {
    await createUserAccount(submission.value);
    return success(USER_MESSAGES.created, { intent, submission: submission.reply({ resetForm: true }) });
  } catch (error) {
    if (!(error instanceof UserCreationError)) throw error;
    const field = { USER_ALREADY_EXISTS: "email", INVALID_ROLE: "role", INVALID_PASSWORD: "password" }[error.code];
    const fieldErrors: Record<string, string[]> = { [field]: [error.message] };
    return failure(error.code === "USER_ALREADY_EXISTS" ? 409 : 400, error.code, error.message, {
      intent,
      submission: submission.reply({ fieldErrors, hideFields: ["password"] }),
    });
  }
}

/** Changes a user's role, refusing another admin's and the caller's own demotion. The caller is an admin. */
export async function changeUserRole(actor: SessionUser, formData: FormData) {
  const intent = "role";
  const submission = parseWithZod(formData, { schema: roleChangeSchema });
  if (submission.status !== "success") {
    return failure(400, "INVALID_ROLE", USER_MESSAGES.invalidRole, { intent, submission: submission.reply() });
  }
  const { userId, newRole } = submission.value;
  return getDb().transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!target) return failure(404, "USER_NOT_FOUND", USER_MESSAGES.notFound, { intent });
    const refusal = roleChangeRefusal(actor.id, target, newRole);
    if (refusal) return failure(403, refusal.code, refusal.message, { intent });
    await tx.update(user).set({ role: newRole, updatedAt: new Date() }).where(eq(user.id, userId));
    return success(USER_MESSAGES.roleUpdated, { intent });
  });
}

import { type Intents, intent, runAction } from "../../lib/action-runner.server";
import type { SessionUser } from "../../lib/permissions";
import { requireUserWithRole } from "../../lib/permissions.server";
import { createUserRefusal } from "./users";
import {
  CREATE_USER_DENIED,
  createUserSchema,
  invitationResendSchema,
  pendingAccountSchema,
  roleChangeSchema,
  statusChangeSchema,
  USER_MESSAGES,
} from "./users.schema";
import { changeUserRole, changeUserStatus, createUser, decideSignUp, resendInvitation } from "./users.server";

/**
 * The admin behind a post to a page managing accounts (/admin/users, /employees), and the form's intent. The intent
 * travels in the URL (`?intent=create`), so that the guard, with the refusal that intent calls for, runs before a
 * byte of the body is read.
 */
export async function requireAccountsAdmin(request: Request) {
  const name = new URL(request.url).searchParams.get("intent");
  const admin = await requireUserWithRole(request, ["admin"], name === "create" ? { denied: CREATE_USER_DENIED } : {});
  return { name, admin };
}

/** The create-user form, on every page managing accounts: its password is never sent back. */
export const CREATE_USER_INTENT = intent({
  schema: createUserSchema,
  form: "reset",
  hideFields: ["password"],
  invalid: {
    status: 400,
    code: (errors) => createUserRefusal(errors).code,
    message: (errors) => createUserRefusal(errors).message,
  },
  run: createUser,
});

/** A button naming an account the page listed: a body without one names none that exists. */
const UNKNOWN_ACCOUNT = { status: 404, code: "USER_NOT_FOUND", message: USER_MESSAGES.notFound };

export interface UsersContext {
  admin: SessionUser;
  /** ADMIN_EMAIL: the one account that acts on other admins. */
  ownerEmail: string | undefined;
}

/** The intents of /admin/users. */
const USER_INTENTS: Intents<UsersContext, Response> = {
  create: CREATE_USER_INTENT,
  role: intent({
    schema: roleChangeSchema,
    invalid: { status: 400, code: "INVALID_ROLE", message: USER_MESSAGES.invalidRole, submission: true },
    run: (change, { admin, ownerEmail }) => changeUserRole(admin, change, ownerEmail),
  }),
  status: intent({
    schema: statusChangeSchema,
    invalid: { status: 400, code: "INVALID_STATUS", message: USER_MESSAGES.invalidStatus, submission: true },
    run: (change, { admin, ownerEmail }) => changeUserStatus(admin, change, ownerEmail),
  }),
  invitation: intent({
    schema: invitationResendSchema,
    invalid: UNKNOWN_ACCOUNT,
    run: ({ userId }) => resendInvitation(userId),
  }),
  approve: intent({
    schema: pendingAccountSchema,
    invalid: UNKNOWN_ACCOUNT,
    run: ({ userId }) => decideSignUp(userId, true),
  }),
  refuse: intent({
    schema: pendingAccountSchema,
    invalid: UNKNOWN_ACCOUNT,
    run: ({ userId }) => decideSignUp(userId, false),
  }),
};

/** Parses the form of one intent of /admin/users, writes, and answers the one Result or the page's redirect. */
export function runUsersAction(name: string | null, formData: FormData, context: UsersContext) {
  return runAction(USER_INTENTS, name, formData, context);
}

import type { Role } from "../../domain/roles";
import { ACCOUNT_MESSAGES } from "../../lib/account-fields";
import { USER_MESSAGES } from "./users.schema";

export interface Refusal {
  code: string;
  message: string;
}

const REQUIRED_MESSAGES: ReadonlySet<string> = new Set([
  ACCOUNT_MESSAGES.firstNameRequired,
  ACCOUNT_MESSAGES.lastNameRequired,
  ACCOUNT_MESSAGES.emailRequired,
  ACCOUNT_MESSAGES.passwordRequired,
]);

const CODES: Record<string, string> = {
  email: "INVALID_EMAIL_FORMAT",
  password: "INVALID_PASSWORD",
  role: "INVALID_ROLE",
};

/**
 * The spec's code for a create-user form the schema refused, from its field errors: a missing field first, then
 * the first bad one.
 */
export function createUserRefusal(errors: Record<string, string[] | null> | null | undefined): Refusal {
  const failing = Object.entries(errors ?? {}).flatMap(([field, messages]) =>
    messages?.length ? [{ field, message: messages[0] as string }] : [],
  );
  if (failing.length === 0 || failing.some(({ message }) => REQUIRED_MESSAGES.has(message))) {
    return { code: "MISSING_REQUIRED_FIELDS", message: USER_MESSAGES.missingFields };
  }
  const [{ field, message }] = failing as [{ field: string; message: string }];
  return { code: CODES[field] ?? "VALIDATION_ERROR", message };
}

/** Why an admin may not give `target` the role `newRole` (null when allowed). The caller checked it is an admin. */
export function roleChangeRefusal(
  actorId: string,
  target: { id: string; role: string },
  newRole: Role,
): Refusal | null {
  if (target.id === actorId) {
    return newRole === "admin" ? null : { code: "ADMIN_ROLE_PROTECTED", message: USER_MESSAGES.selfDemotion };
  }
  if (target.role === "admin") return { code: "ADMIN_ROLE_PROTECTED", message: USER_MESSAGES.adminProtected };
  return null;
}

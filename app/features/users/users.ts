import type { z } from "zod";
import type { Role } from "../../../db/schema/auth";
import { USER_MESSAGES } from "./users.schema";

export interface Refusal {
  code: string;
  message: string;
}

const REQUIRED = ["firstName", "lastName", "email", "password"] as const;

/** The spec's code for a create-user form the schema refused: a missing field first, then the first bad one. */
export function createUserRefusal(values: Record<string, string | undefined>, error: z.ZodError): Refusal {
  if (REQUIRED.some((field) => !values[field]?.trim())) {
    return { code: "MISSING_REQUIRED_FIELDS", message: USER_MESSAGES.missingFields };
  }
  const issue = error.issues[0];
  const field = issue?.path[0];
  const message = issue?.message ?? USER_MESSAGES.missingFields;
  if (field === "email") return { code: "INVALID_EMAIL_FORMAT", message };
  if (field === "password") return { code: "INVALID_PASSWORD", message };
  if (field === "role") return { code: "INVALID_ROLE", message };
  return { code: "VALIDATION_ERROR", message };
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

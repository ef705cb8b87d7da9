import { ROLE_LABELS, ROLES, type Role } from "./enums";

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

export function roleLabel(role: string | null | undefined): string {
  return isRole(role) ? ROLE_LABELS[role] : "Utilisateur";
}

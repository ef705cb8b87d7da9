import { z } from "zod";

export const ROLES = ["admin", "manager", "employee"] as const;
export type Role = (typeof ROLES)[number];

/** Parses a stored or submitted role once; anything else is not a role. */
export const roleSchema = z.enum(ROLES);

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrateur",
  manager: "Manager",
  employee: "Employé",
};

export function roleLabel(role: string | null | undefined): string {
  const parsed = roleSchema.safeParse(role);
  return parsed.success ? ROLE_LABELS[parsed.data] : "Utilisateur";
}

import type { Role } from "../../db/schema/auth";

export type { Role };

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role | string;
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrateur",
  manager: "Manager",
  employee: "Employé",
};

export function roleLabel(role: string | null | undefined): string {
  return role && role in ROLE_LABELS ? ROLE_LABELS[role as Role] : "Utilisateur";
}

/** For showing or hiding; the server decides with permissions.server.ts. */
export function userHasRole(user: Pick<SessionUser, "role"> | null | undefined, ...roles: Role[]): boolean {
  return !!user && (roles as string[]).includes(user.role);
}

import type { Role } from "../domain/roles";

export { ROLE_LABELS, type Role, roleLabel } from "../domain/roles";

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** A self-registered account an admin has not approved yet: it reaches no staff page. */
  pending?: boolean;
}

/** For showing or hiding; the server decides with permissions.server.ts. */
export function userHasRole(user: Pick<SessionUser, "role"> | null | undefined, ...roles: Role[]): boolean {
  return !!user && roles.includes(user.role);
}

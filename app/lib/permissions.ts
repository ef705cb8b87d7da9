import type { Role } from "../domain/roles";

export { ROLE_LABELS, type Role, roleLabel } from "../domain/roles";

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/** For showing or hiding; the server decides with permissions.server.ts. */
export function userHasRole(user: Pick<SessionUser, "role"> | null | undefined, ...roles: Role[]): boolean {
  return !!user && roles.includes(user.role);
}

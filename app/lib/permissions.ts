import type { Role } from "../domain/enums";

export { ROLE_LABELS, type Role, STAFF_ROLE_LABELS } from "../domain/enums";
export { roleLabel } from "../domain/roles";

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** A self-registered account an admin has not approved yet: it reaches no staff page. */
  pending?: boolean;
}

/** What a guard answers when it refuses a request: the code the client reads, and the message shown. */
export interface Denial {
  code: string;
  message: string;
}

/** A refusal for the role, saying what it may not do: the code every such refusal carries. */
export function roleDenied(message: string): Denial {
  return { code: "INSUFFICIENT_PERMISSIONS", message };
}

/** For showing or hiding; the server decides with permissions.server.ts. */
export function userHasRole(user: Pick<SessionUser, "role"> | null | undefined, ...roles: Role[]): boolean {
  return !!user && roles.includes(user.role);
}

import { randomBytes } from "node:crypto";
import type { Role } from "../../app/domain/enums";

/** Who a test signs in as: a role, and first or last names when the test reads them on a page. */
export interface LoginOptions {
  role: Role;
  firstName?: string;
  lastName?: string;
}

export interface StaffIdentity {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** « Prénom Nom », as the staff pages write a person. */
  name: string;
  role: Role;
}

/** A staff member no other test uses: browser and integration tests build their accounts from this one shape. */
export function newStaffIdentity({ role, firstName, lastName }: LoginOptions): StaffIdentity {
  const suffix = randomBytes(4).toString("hex");
  const names = { firstName: firstName ?? `Prénom${suffix}`, lastName: lastName ?? `Nom${suffix}` };
  return {
    email: `${role}-${suffix}@tests.example.fr`,
    password: `motdepasse-${suffix}`,
    ...names,
    name: `${names.firstName} ${names.lastName}`,
    role,
  };
}

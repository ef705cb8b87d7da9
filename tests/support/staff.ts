import type { Role } from "../../app/domain/enums";
import { createUserAccount } from "../../app/features/users/create-user.server";
import type { SessionUser } from "../../app/lib/permissions";
import { newStaffIdentity, type StaffIdentity } from "./staff-identity";

/**
 * A new account of that role, made the way the site makes accounts (with a password, which integration tests never
 * type): the actor and the people a test plans. Names are given where the test reads them.
 */
export async function staff(
  role: Role = "employee",
  names: { firstName?: string; lastName?: string } = {},
): Promise<SessionUser & StaffIdentity> {
  const identity = newStaffIdentity({ role, ...names });
  const { id } = await createUserAccount(identity);
  return { ...identity, id };
}

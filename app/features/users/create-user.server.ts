import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { account, ROLES, type Role, user } from "../../../db/schema";
import { getDb } from "../../lib/db.server";

export class UserCreationError extends Error {
  constructor(
    readonly code: "USER_ALREADY_EXISTS" | "INVALID_ROLE",
    message: string,
  ) {
    super(message);
  }
}

export interface NewUserAccount {
  email: string;
  password: string;
  role: string;
  firstName: string;
  lastName: string;
}

/**
 * Writes a user with an e-mail + password credential the way Better Auth stores them, so that it can sign in.
 * Callers validate the input and check the caller's rights first.
 */
export async function createUserAccount(input: NewUserAccount): Promise<{ id: string }> {
  if (!(ROLES as readonly string[]).includes(input.role)) {
    throw new UserCreationError("INVALID_ROLE", "Le rôle sélectionné n'est pas valide.");
  }
  const email = input.email.trim().toLowerCase();
  const id = randomUUID();
  const hash = await hashPassword(input.password);
  await getDb().transaction(async (tx) => {
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (existing) throw new UserCreationError("USER_ALREADY_EXISTS", "Un utilisateur avec cet email existe déjà.");
    const name = `${input.firstName} ${input.lastName}`.trim() || email;
    await tx.insert(user).values({
      id,
      email,
      name,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role as Role,
      emailVerified: true,
    });
    await tx
      .insert(account)
      .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
  });
  return { id };
}

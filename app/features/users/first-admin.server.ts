import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { user } from "../../../db/schema";
import { setAccountRole } from "../../lib/account-lifecycle.server";
import { getDb } from "../../lib/db.server";
import type { Env } from "../../lib/env.server";
import { getLogger } from "../../lib/logger.server";
import { createUserAccount } from "./create-user.server";

/** Better Auth refuses addresses without a dotted domain, such as admin@localhost (ADR 003). */
export const FALLBACK_ADMIN_EMAIL = "admin@localhost.localdomain";

/**
 * Makes sure the site can be administered: ADMIN_EMAIL becomes (or stays) an admin (an existing account promoted
 * this way is mailed a link to choose an admin's password, as any promotion); with no admin at all and no
 * ADMIN_EMAIL, admin@localhost.localdomain is created with a random password printed once.
 */
export async function ensureFirstAdmin(env: Pick<Env, "ADMIN_EMAIL" | "ADMIN_PASSWORD">) {
  const db = getDb();
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const email = env.ADMIN_EMAIL.toLowerCase();
    const [existing] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email));
    if (existing) {
      if (existing.role !== "admin") await setAccountRole(existing.id, "admin");
      return;
    }
    await createAdmin(email, env.ADMIN_PASSWORD);
    getLogger().info(`Administrateur créé : ${email}`);
    return;
  }
  const [anyAdmin] = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin")).limit(1);
  if (anyAdmin) return;
  const password = randomBytes(12).toString("base64url");
  await createAdmin(FALLBACK_ADMIN_EMAIL, password);
  // The one password ever logged, on purpose: the operator has no other way to learn it. In the message rather than
  // a field (which the logger would hide), at warn so that it is written unless LOG_LEVEL asks for errors only.
  getLogger().warn(
    `Administrateur créé : ${FALLBACK_ADMIN_EMAIL} — mot de passe : ${password} (affiché une seule fois)`,
  );
}

function createAdmin(email: string, password: string) {
  return createUserAccount({ email, password, role: "admin", firstName: "Administrateur", lastName: "" });
}

import { and, inArray } from "drizzle-orm";
import { isActiveAccount, user } from "../../db/schema";
import { getDb } from "./db.server";

/** The addresses of every active manager and admin, as one `To` header: they see who else was told. */
export async function managersAddress(): Promise<string | null> {
  const managers = await getDb()
    .select({ email: user.email })
    .from(user)
    .where(and(inArray(user.role, ["manager", "admin"]), isActiveAccount()));
  return managers.length > 0 ? managers.map((manager) => manager.email).join(", ") : null;
}

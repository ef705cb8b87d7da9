import { and, asc, inArray } from "drizzle-orm";
import { isActiveAccount, user } from "../../db/schema";
import { getDb } from "./db.server";

/** Every active manager and admin, by name: who is told of what waits for them, and who can be put in charge. */
export function activeManagers(): Promise<Array<{ id: string; name: string; email: string }>> {
  return getDb()
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(and(inArray(user.role, ["manager", "admin"]), isActiveAccount()))
    .orderBy(asc(user.name));
}

/** The addresses of every active manager and admin, as one `To` header: they see who else was told. */
export async function managersAddress(): Promise<string | null> {
  const managers = await activeManagers();
  return managers.length > 0 ? managers.map((manager) => manager.email).join(", ") : null;
}

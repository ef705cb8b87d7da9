import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { isActiveAccount, user } from "../../../db/schema";
import { fullName } from "../../domain/people";
import { getDb } from "../../lib/db.server";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function getCalendarToken(userId: string): Promise<string | null> {
  const [row] = await getDb().select({ token: user.calendarToken }).from(user).where(eq(user.id, userId));
  return row?.token ?? null;
}

/** A new secret link; the previous one stops working at once. */
export async function regenerateCalendarToken(userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await getDb().update(user).set({ calendarToken: token }).where(eq(user.id, userId));
  return token;
}

export async function revokeCalendarToken(userId: string): Promise<void> {
  await getDb().update(user).set({ calendarToken: null }).where(eq(user.id, userId));
}

/**
 * The employee a feed token belongs to; only employees have a feed, and a deactivated account (or one awaiting
 * approval) has none: its link answers as an unknown one.
 */
export async function findCalendarOwner(token: string): Promise<{ id: string; name: string } | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await getDb()
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName, role: user.role })
    .from(user)
    .where(and(eq(user.calendarToken, token), isActiveAccount()));
  if (row?.role !== "employee") return null;
  return { id: row.id, name: fullName(row) };
}

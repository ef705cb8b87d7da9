import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "../../app/lib/db.server";
import { action as usersAction } from "../../app/routes/admin-users";
import { mailOutbox, user } from "../../db/schema";
import type { LoggedIn } from "../support/login";
import { formPost } from "../support/requests";
import { answerOf } from "../support/route-answer";

/** A form POST in that account's session, or a visitor's when `who` is null. */
export function postAs(who: LoggedIn | null, path: string, fields: Record<string, string>): Request {
  const request = formPost(path, fields);
  if (who) request.headers.set("cookie", who.cookie);
  return request;
}

/** An e-mail address no other test uses. */
export const unique = (name: string) => `${name}-${randomBytes(4).toString("hex")}@exemple.fr`;

/** The mail queued for that address. */
export async function mailsTo(to: string) {
  return getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

export async function accountByEmail(email: string) {
  const [row] = await getDb().select().from(user).where(eq(user.email, email));
  return row;
}

/** The admin's answer to a new account made through /admin/users. */
export async function createAs(admin: LoggedIn, fields: Record<string, string>) {
  return answerOf(usersAction, postAs(admin, "/admin/users?intent=create", fields));
}

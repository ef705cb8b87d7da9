import { randomBytes, randomUUID } from "node:crypto";
import { makeSignature } from "better-auth/crypto";
import { getAuth } from "../../app/lib/auth.server";
import { getDb } from "../../app/lib/db.server";
import { session, user } from "../../db/schema";
import { type LoginOptions, newStaffIdentity, type StaffIdentity } from "./staff-identity";

export interface LoggedIn extends StaffIdentity {
  id: string;
  /** The `Cookie` header of a request made in this session. */
  cookie: string;
}

const SESSION_DAYS = 7;

/**
 * A new account of that role and a valid session for it, written straight into the test's database: the session
 * cookie is signed with the instance's secret the way Better Auth signs it, so every guard reads it as a sign-in.
 * The account has no password: tests of signing in go through the sign-in itself.
 */
export async function login(options: LoginOptions): Promise<LoggedIn> {
  const identity = newStaffIdentity(options);
  const id = randomUUID();
  await getDb().insert(user).values({
    id,
    name: identity.name,
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    role: identity.role,
  });
  const token = randomBytes(24).toString("base64url");
  await getDb()
    .insert(session)
    .values({
      id: randomUUID(),
      token,
      userId: id,
      expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000),
    });
  const context = await getAuth().$context;
  const signed = encodeURIComponent(`${token}.${await makeSignature(token, context.secret)}`);
  return { ...identity, id, cookie: `${context.authCookies.sessionToken.name}=${signed}` };
}

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/lib/db.server";
import { getEnv } from "../../app/lib/env.server";
import { action as authApi } from "../../app/routes/api-auth";
import { loader as employeesPage } from "../../app/routes/employees";
import { session, user } from "../../db/schema";
import { login } from "../support/login";

const DAY_MS = 24 * 60 * 60_000;

/** An admin's own account creation over /api/auth, as a script would post it with the admin's cookie. */
function createUserOverHttp(cookie: string, email: string) {
  const origin = new URL(getEnv().PUBLIC_URL).origin;
  return authApi({
    request: new Request(`${origin}/api/auth/admin/create-user`, {
      method: "POST",
      headers: { cookie, origin, "content-type": "application/json" },
      body: JSON.stringify({
        email,
        password: "Glycine-Ardoise-7",
        name: "Inès Roy",
        role: "admin",
        data: { firstName: "Inès", lastName: "Roy" },
      }),
    }),
    params: {},
    context: { cspNonce: "" },
  } as never) as Promise<Response>;
}

async function pageAnswer(cookie: string): Promise<number> {
  try {
    await employeesPage({ request: new Request("http://localhost/employees", { headers: { cookie } }) } as never);
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

const accountsNamed = (email: string) => getDb().select().from(user).where(eq(user.email, email));

/** An admin whose session was opened that many days ago. */
async function adminSignedInDaysAgo(days: number) {
  const admin = await login({ role: "admin" });
  await getDb()
    .update(session)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(session.userId, admin.id));
  return admin;
}

describe("absolute session lifetime", () => {
  it("a session younger than 7 days creates an account over /api/auth and opens staff pages", async () => {
    const admin = await adminSignedInDaysAgo(6);
    expect((await createUserOverHttp(admin.cookie, "jeune-session@exemple.fr")).status).toBe(200);
    expect(await accountsNamed("jeune-session@exemple.fr")).toHaveLength(1);
    expect(await pageAnswer(admin.cookie)).toBe(200);
  });

  it("a session created 8 days ago is refused by /api/auth and by staff pages, and deleted", async () => {
    const admin = await adminSignedInDaysAgo(8);
    const created = await createUserOverHttp(admin.cookie, "vieille-session@exemple.fr");
    expect(created.status).toBe(401);
    expect(await accountsNamed("vieille-session@exemple.fr")).toHaveLength(0);
    expect(await getDb().select().from(session).where(eq(session.userId, admin.id))).toHaveLength(0);
    expect(await pageAnswer(admin.cookie)).toBe(302);
  });
});

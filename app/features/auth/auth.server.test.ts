import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, user } from "../../../db/schema";
import { getAuth } from "../../lib/auth.server";
import { getDb } from "../../lib/db.server";
import { RATE_LIMITS } from "../../lib/rate-limit.server";
import { signIn, signUp } from "./auth.server";

let counter = 0;
function requestFrom(address = `192.0.2.${++counter}`) {
  return new Request("http://localhost/auth", { method: "POST", headers: { "x-client-ip": address } });
}

async function accountOf(email: string) {
  const [row] = await getDb().select().from(user).where(eq(user.email, email));
  return row;
}

function sessionsOf(account: { id: string } | undefined) {
  return getDb()
    .select()
    .from(session)
    .where(eq(session.userId, account?.id ?? ""));
}

const newcomer = (email: string) => ({ firstName: "Léa", lastName: "Martin", email, password: "motdepasse" });

describe("signUp", () => {
  it("creates an employee with first and last name, and returns an HttpOnly Lax session cookie", async () => {
    const outcome = await signUp(requestFrom(), newcomer("lea@exemple.fr"));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const cookie = outcome.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/better-auth\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const row = await accountOf("lea@exemple.fr");
    expect(row).toMatchObject({ firstName: "Léa", lastName: "Martin", role: "employee" });
    expect(await sessionsOf(row)).toHaveLength(1);
  });

  it("answers an existing e-mail in French", async () => {
    await signUp(requestFrom(), newcomer("double@exemple.fr"));
    expect(await signUp(requestFrom(), newcomer("double@exemple.fr"))).toMatchObject({
      ok: false,
      message: "Un utilisateur avec cet email existe déjà.",
    });
  });

  it("cannot choose its role through Better Auth's own endpoint", async () => {
    await expect(
      getAuth().api.signUpEmail({
        body: { ...newcomer("intrus@exemple.fr"), name: "Intrus", role: "admin" } as never,
      }),
    ).rejects.toMatchObject({ statusCode: 400, body: { code: "FIELD_NOT_ALLOWED" } });
    const rows = await getDb().select().from(user).where(eq(user.email, "intrus@exemple.fr"));
    expect(rows.filter((row) => row.role === "admin")).toEqual([]);
  });

  it("is limited per client address", async () => {
    const address = "198.51.100.7";
    for (let i = 0; i < RATE_LIMITS.signUp.limit; i++) {
      await signUp(requestFrom(address), newcomer(`flot${i}@exemple.fr`));
    }
    expect(await signUp(requestFrom(address), newcomer("flot-de-trop@exemple.fr"))).toMatchObject({
      ok: false,
      status: 429,
    });
    expect((await signUp(requestFrom(), newcomer("autre-adresse@exemple.fr"))).ok).toBe(true);
  });
});

describe("signIn", () => {
  it("opens a new session with the right password and refuses a wrong one in French", async () => {
    await signUp(requestFrom(), newcomer("connexion@exemple.fr"));
    const wrong = await signIn(requestFrom(), { email: "connexion@exemple.fr", password: "mauvais" });
    expect(wrong).toMatchObject({ ok: false, message: "Email ou mot de passe incorrect." });
    const right = await signIn(requestFrom(), { email: "connexion@exemple.fr", password: "motdepasse" });
    expect(right.ok).toBe(true);
    expect(await sessionsOf(await accountOf("connexion@exemple.fr"))).toHaveLength(2);
  });

  it("is limited per client address", async () => {
    const address = "198.51.100.9";
    for (let i = 0; i < RATE_LIMITS.signIn.limit; i++) {
      await signIn(requestFrom(address), { email: "personne@exemple.fr", password: "x" });
    }
    expect(await signIn(requestFrom(address), { email: "personne@exemple.fr", password: "x" })).toMatchObject({
      ok: false,
      status: 429,
      message: "Trop de tentatives. Veuillez patienter avant de réessayer.",
    });
  });
});

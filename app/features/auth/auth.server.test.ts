import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, session, user } from "../../../db/schema";
import { getAuth } from "../../lib/auth.server";
import { getDb } from "../../lib/db.server";
import { ACCOUNT_BACKOFF, RATE_LIMITS } from "../../lib/rate-limit.server";
import { type AuthOutcome, signIn, signUp } from "./auth.server";

let counter = 0;
function requestFrom(address = `192.0.2.${++counter}`, cookie?: string) {
  const headers: Record<string, string> = { "x-client-ip": address };
  if (cookie) headers.cookie = cookie;
  return new Request("http://localhost/auth", { method: "POST", headers });
}

/**
 * Repeats a failing sign-in until it is held back (429) and says after how many attempts. The wait doubles with
 * each failure, so however slow the machine, a few failures past the free ones reach it.
 */
async function attemptsUntilHeldBack(attempt: () => Promise<AuthOutcome>): Promise<number> {
  for (let n = 1; n <= ACCOUNT_BACKOFF.freeFailures + 10; n++) {
    const outcome = await attempt();
    expect(outcome.ok).toBe(false);
    if (!outcome.ok && outcome.status === 429) return n;
  }
  throw new Error("jamais retenu");
}

/** The known-device cookie a successful sign-in sets, as the browser sends it back. */
function knownDeviceCookie(outcome: AuthOutcome): string {
  const set = outcome.ok ? outcome.headers.getSetCookie().find((cookie) => cookie.includes("known_device=")) : "";
  if (!set) throw new Error("pas de cookie d'appareil connu");
  return set.split(";")[0] as string;
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

  it("holds back the origin of the failures only, never the owner, who is told once", async () => {
    const email = "cible@exemple.fr";
    await signUp(requestFrom(), newcomer(email));
    const office = "198.51.100.40";
    const laptop = knownDeviceCookie(await signIn(requestFrom(office), { email, password: "motdepasse" }));
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3", office]) {
      const held = await attemptsUntilHeldBack(() => signIn(requestFrom(address), { email, password: "devinette" }));
      expect(held).toBeGreaterThan(ACCOUNT_BACKOFF.freeFailures);
    }
    expect((await signIn(requestFrom("198.51.100.41"), { email, password: "motdepasse" })).ok).toBe(true);
    expect((await signIn(requestFrom(office, laptop), { email, password: "motdepasse" })).ok).toBe(true);
    const alerts = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(alerts.map((mail) => mail.subject)).toEqual(["Tentatives de connexion à votre compte Clarté Propreté"]);
  });

  it("counts a known device's own failures against it", async () => {
    const email = "appareil@exemple.fr";
    await signUp(requestFrom(), newcomer(email));
    const address = "198.51.100.50";
    const device = knownDeviceCookie(await signIn(requestFrom(address), { email, password: "motdepasse" }));
    const held = await attemptsUntilHeldBack(() =>
      signIn(requestFrom(address, device), { email, password: "devinette" }),
    );
    expect(held).toBeGreaterThan(ACCOUNT_BACKOFF.freeFailures);
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

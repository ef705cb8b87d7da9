import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN, E2E_ORIGIN } from "./accounts";
import { uniqueClientAddress } from "./client-address";
import { expect, test } from "./fixtures";
import { mailsTo } from "./mailbox";

// Each finding of the HTTP attack, replayed against the running site: every test here failed on the code before.
// Signing in: failed attempts back off, weak passwords and the API's sign-up are refused.

const baseURL = E2E_ORIGIN;

/**
 * Repeats a wrong password from `ctx` until it is held back (429) after at least `failures` failures; the wait
 * doubles with each failure past the fifth (1 s, 2 s, 4 s…), so that the test waits out the shorter ones.
 */
async function guessUntilHeldBack(ctx: APIRequestContext, email: string, failures = 5) {
  let failed = 0;
  for (let i = 0; i < 100; i++) {
    const response = await ctx.post("/api/auth/sign-in/email", { data: { email, password: "mauvais-mot" } });
    if (response.status() === 429) {
      if (failed >= failures) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    expect(response.status()).toBe(401);
    failed += 1;
  }
  throw new Error("jamais retenu");
}

test("2. sign-in: successes do not count, failures back off per account and address", async ({ api, newAccount }) => {
  test.setTimeout(120_000);
  const employee = await newAccount({ role: "employee" });
  const ctx = await api();
  for (let i = 0; i < 12; i++) {
    const ok = await ctx.post("/api/auth/sign-in/email", { data: employee });
    expect(ok.status(), `succès ${i + 1}`).toBe(200);
  }
  const guesser = await api();
  // Nine failures: held back for 16 s, so that the next attempt meets the hold even on a busy machine.
  await guessUntilHeldBack(guesser, employee.email, 9);
  const locked = await guesser.post("/api/auth/sign-in/email", { data: employee });
  expect(locked.status()).toBe(429);
  expect(await locked.text()).toContain("Trop de tentatives");
  expect((await ctx.post("/api/auth/sign-in/email", { data: employee })).status()).toBe(200);
});

test("2c. failures from other addresses never lock the owner out, who is told once by mail", async ({
  playwright,
  api,
  newAccount,
}) => {
  test.setTimeout(120_000);
  const owner = await newAccount({ role: "employee" });
  const office = uniqueClientAddress();
  const laptop = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": office, Origin: baseURL },
  });
  expect((await laptop.post("/api/auth/sign-in/email", { data: owner })).status()).toBe(200);
  const sameOffice = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": office, Origin: baseURL },
  });
  const attackers = [await api(), await api(), await api(), sameOffice];
  for (const attacker of attackers) await guessUntilHeldBack(attacker, owner.email);
  const phone = await api();
  for (let i = 0; i < 3; i++) {
    expect((await phone.post("/api/auth/sign-in/email", { data: owner })).status(), "nouvel appareil").toBe(200);
    expect((await laptop.post("/api/auth/sign-in/email", { data: owner })).status(), "appareil connu").toBe(200);
  }
  const notice = "Tentatives de connexion à votre compte Clarté Propreté";
  await expect.poll(() => mailsTo(owner.email).filter((mail) => mail.subject === notice).length).toBe(1);
  await laptop.dispose();
  await sameOffice.dispose();
});

test("2b. the form and the API share one per-address limit", async ({ api }) => {
  const ctx = await api();
  for (let i = 0; i < 10; i++)
    await ctx.post("/api/auth/sign-in/email", { data: { email: `inconnu${i}@e2e.example.fr`, password: "x1y2z3w4" } });
  const form = await ctx.post("/auth", {
    form: { mode: "connexion", email: "autre@e2e.example.fr", password: "x1y2z3w4" },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(429);
});

test("3. weak passwords are refused, even to the admin API", async ({ api }) => {
  const admin = await api(E2E_ADMIN);
  const attempts: Array<[string, string]> = [
    ["employee", "a"],
    ["employee", "123456"],
    ["employee", "password"],
    ["employee", "      "],
    ["employee", "EMAIL"],
    ["admin", "court-mdp-9"],
  ];
  for (const [role, password] of attempts) {
    const email = `faible-${role}-${Math.random().toString(36).slice(2)}@e2e.example.fr`;
    const response = await admin.post("/api/auth/admin/create-user", {
      data: {
        email,
        password: password === "EMAIL" ? email : password,
        name: "A B",
        role,
        data: { firstName: "A", lastName: "B" },
      },
    });
    expect(response.status(), `${role} ${password}`).toBe(400);
  }
});

test("6. sign-up through the API is closed, so it reveals no address", async ({ api }) => {
  const ctx = await api();
  const response = await ctx.post("/api/auth/sign-up/email", {
    data: { email: E2E_ADMIN.email, password: "motdepasse-9x", name: "A B", firstName: "A", lastName: "B" },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("existe déjà");
});

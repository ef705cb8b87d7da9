import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { E2E_ADMIN, E2E_ORIGIN } from "./accounts";
import { uniqueClientAddress } from "./client-address";
import { expect, test } from "./fixtures";
import { mailsTo } from "./mailbox";

// Each finding of the HTTP attack, replayed against the running site: every test here failed on the code before.

type Playwright = PlaywrightWorkerArgs["playwright"];
const baseURL = E2E_ORIGIN;

async function context(playwright: Playwright, account?: { email: string; password: string }) {
  const ctx = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress(), Origin: baseURL },
  });
  if (account) expect((await ctx.post("/api/auth/sign-in/email", { data: account })).status()).toBe(200);
  return ctx;
}

async function sessionUser(ctx: APIRequestContext) {
  return ((await (await ctx.get("/api/auth/get-session")).json()) as { user: { firstName: string } } | null)?.user;
}

test("1. an employee cannot rename itself through the auth API", async ({ playwright, newAccount }) => {
  const employee = await newAccount({ role: "employee" });
  const ctx = await context(playwright, employee);
  const response = await ctx.post("/api/auth/update-user", {
    data: { firstName: "Amélie Laurent (Manager)\r\n<b>x</b>", lastName: "x".repeat(200) },
  });
  expect(response.status()).toBe(404);
  expect((await sessionUser(ctx))?.firstName).toBe(employee.firstName);
  await ctx.dispose();
});

/** Repeats a wrong password from `ctx` until it is held back (429); the wait doubles with each failure. */
async function guessUntilHeldBack(ctx: APIRequestContext, email: string) {
  for (let i = 0; i < 15; i++) {
    const response = await ctx.post("/api/auth/sign-in/email", { data: { email, password: "mauvais-mot" } });
    if (response.status() === 429) return;
    expect(response.status()).toBe(401);
  }
  throw new Error("jamais retenu");
}

test("2. sign-in: successes do not count, failures back off per account and address", async ({
  playwright,
  newAccount,
}) => {
  test.setTimeout(120_000);
  const employee = await newAccount({ role: "employee" });
  const ctx = await context(playwright);
  for (let i = 0; i < 12; i++) {
    const ok = await ctx.post("/api/auth/sign-in/email", { data: employee });
    expect(ok.status(), `succès ${i + 1}`).toBe(200);
  }
  const guesser = await context(playwright);
  await guessUntilHeldBack(guesser, employee.email);
  const locked = await guesser.post("/api/auth/sign-in/email", { data: employee });
  expect(locked.status()).toBe(429);
  expect(await locked.text()).toContain("Trop de tentatives");
  expect((await ctx.post("/api/auth/sign-in/email", { data: employee })).status()).toBe(200);
  await ctx.dispose();
  await guesser.dispose();
});

test("2c. failures from other addresses never lock the owner out, who is told once by mail", async ({
  playwright,
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
  const attackers = [await context(playwright), await context(playwright), await context(playwright), sameOffice];
  for (const attacker of attackers) await guessUntilHeldBack(attacker, owner.email);
  const phone = await context(playwright);
  for (let i = 0; i < 3; i++) {
    expect((await phone.post("/api/auth/sign-in/email", { data: owner })).status(), "nouvel appareil").toBe(200);
    expect((await laptop.post("/api/auth/sign-in/email", { data: owner })).status(), "appareil connu").toBe(200);
  }
  const notice = "Tentatives de connexion à votre compte Clarté Propreté";
  await expect.poll(() => mailsTo(owner.email).filter((mail) => mail.subject === notice).length).toBe(1);
  for (const ctx of [laptop, phone, ...attackers]) await ctx.dispose();
});

test("2b. the form and the API share one per-address limit", async ({ playwright }) => {
  const ctx = await context(playwright);
  for (let i = 0; i < 10; i++)
    await ctx.post("/api/auth/sign-in/email", { data: { email: `inconnu${i}@e2e.example.fr`, password: "x1y2z3w4" } });
  const form = await ctx.post("/auth", {
    form: { mode: "connexion", email: "autre@e2e.example.fr", password: "x1y2z3w4" },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(429);
  await ctx.dispose();
});

test("3. weak passwords are refused, even to the admin API", async ({ playwright }) => {
  const admin = await context(playwright, E2E_ADMIN);
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
  await admin.dispose();
});

test("4. a 10 MB form is refused with a French 413 before it is read", async ({ playwright }) => {
  const ctx = await context(playwright);
  const started = Date.now();
  const response = await ctx
    .post("/contact", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: `message=${"a".repeat(10 * 1024 * 1024)}`,
    })
    .catch(() => null);
  // The server may close the connection before the client finishes sending; then no answer is read at all.
  if (response) {
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("Requête trop volumineuse");
  }
  expect(Date.now() - started).toBeLessThan(10_000);
  expect((await ctx.get("/healthz")).status()).toBe(200);
  await ctx.dispose();
});

test("5. a name carrying line breaks adds nothing to the calendar feed", async ({ playwright, adminRequest }) => {
  const account = {
    email: `ics-${uniqueClientAddress().replace(/\W/g, "")}@tests.example.fr`,
    password: "motdepasse-ics-5",
  };
  const created = await adminRequest.post("/api/auth/admin/create-user", {
    headers: { Origin: baseURL, "X-Forwarded-For": uniqueClientAddress() },
    data: {
      ...account,
      name: "Anne Durand",
      role: "employee",
      data: { firstName: "Anne\r\nX-INJECTED:oui", lastName: "Durand\r\nATTENDEE:mailto:pirate@exemple.fr" },
    },
  });
  expect(created.status()).toBe(200);
  const employee = await context(playwright, account);
  const made = await employee.post("/my-schedule", { form: { intent: "calendar-regenerate" } });
  expect(made.status()).toBe(200);
  const feedPath = /\/calendar\/[\w-]+\.ics/.exec(await (await employee.get("/my-schedule")).text())?.[0];
  expect(feedPath).toBeDefined();
  const feed = await (await employee.get(feedPath as string)).text();
  expect(feed).toContain("BEGIN:VCALENDAR");
  expect(feed).not.toMatch(/^(X-INJECTED|ATTENDEE)/m);
  await employee.dispose();
});

test("6. sign-up through the API is closed, so it reveals no address", async ({ playwright }) => {
  const ctx = await context(playwright);
  const response = await ctx.post("/api/auth/sign-up/email", {
    data: { email: E2E_ADMIN.email, password: "motdepasse-9x", name: "A B", firstName: "A", lastName: "B" },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("existe déjà");
  await ctx.dispose();
});

test("7. sessions idle out after 12 h, and a password change ends the other sessions", async ({
  playwright,
  newAccount,
}) => {
  const employee = await newAccount({ role: "employee" });
  const phone = await context(playwright);
  const signIn = await phone.post("/api/auth/sign-in/email", { data: employee });
  const cookie = signIn
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.includes("session_token"));
  expect(Number(/Max-Age=(\d+)/i.exec(cookie?.value ?? "")?.[1])).toBeLessThanOrEqual(12 * 3600);
  const laptop = await context(playwright, employee);
  const change = await laptop.post("/account.data", {
    form: {
      intent: "password",
      currentPassword: employee.password,
      newPassword: `${employee.password}-neuf`,
      confirmPassword: `${employee.password}-neuf`,
    },
  });
  expect(change.ok()).toBe(true);
  expect(await sessionUser(phone)).toBeFalsy();
  expect(await sessionUser(laptop)).toBeTruthy();
  const account = await laptop.get("/account", { maxRedirects: 0 });
  expect(account.status()).toBe(200);
  expect(await account.text()).toContain("Déconnecter mes autres appareils");
  await phone.dispose();
  await laptop.dispose();
});

test("8. an admin cannot change another admin's name or e-mail", async ({ playwright, newAccount }) => {
  const first = await newAccount({ role: "admin" });
  const second = await newAccount({ role: "admin" });
  const ctx = await context(playwright, first);
  const response = await ctx.post("/employees.data?intent=update", {
    form: { id: second.id, firstName: "Pirate", lastName: "X", email: "pirate@e2e.example.fr" },
  });
  expect(response.status()).toBe(403);
  const again = await context(playwright, second);
  expect((await sessionUser(again))?.firstName).toBe(second.firstName);
  await ctx.dispose();
  await again.dispose();
});

test("9. the admin plugin's reading routes are closed, and managers cannot list users", async ({
  playwright,
  newAccount,
}) => {
  const admin = await context(playwright, E2E_ADMIN);
  for (const path of ["/api/auth/admin/get-user?id=x", "/api/auth/admin/list-user-sessions"]) {
    const response = path.includes("list-user-sessions")
      ? await admin.post(path, { data: { userId: "x" } })
      : await admin.get(path);
    expect(response.status(), path).toBe(404);
  }
  const manager = await context(playwright, await newAccount({ role: "manager" }));
  const list = await manager.get("/api/auth/admin/list-users");
  expect(list.status()).toBeGreaterThanOrEqual(401);
  expect(list.status()).toBeLessThan(500);
  await admin.dispose();
  await manager.dispose();
});

test("10. staff pages and their data are never cached", async ({ playwright, newAccount }) => {
  const admin = await context(playwright, E2E_ADMIN);
  for (const path of [
    "/employees",
    "/employees.data",
    "/admin/inbox",
    "/admin/inbox.data",
    "/admin/users",
    "/account",
  ]) {
    const response = await admin.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toContain("no-store");
  }
  const employee = await context(playwright, await newAccount({ role: "employee" }));
  for (const path of ["/my-schedule", "/my-schedule.data"]) {
    expect((await employee.get(path, { maxRedirects: 0 })).headers()["cache-control"], path).toContain("no-store");
  }
  await admin.dispose();
  await employee.dispose();
});

test("10b. a staff page is never cached however its URL is spelled, nor a password link", async ({
  playwright,
  newAccount,
}) => {
  const employee = await newAccount({ role: "employee" });
  const admin = await context(playwright, E2E_ADMIN);
  for (const path of [
    `/employees/${employee.id}`,
    `/employees/${employee.id}.data`,
    "/ADMIN/schedules",
    "/admin/schedules/",
    "/Admin/Users/",
    "/EMPLOYEES",
    "/account/",
  ]) {
    const response = await admin.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toContain("no-store");
  }
  const visitor = await context(playwright);
  for (const path of ["/auth/reset-password?token=lien-de-test", "/auth/forgot-password", "/AUTH"]) {
    const response = await visitor.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toContain("no-store");
  }
  await admin.dispose();
  await visitor.dispose();
});

test("11. odd requests get a 4xx, never a 500", async ({ playwright }) => {
  const ctx = await context(playwright);
  const json = await ctx.post("/auth", { data: { email: "a@b.fr" } });
  expect(json.status()).toBe(415);
  const trace = await ctx.fetch("/", { method: "TRACE" });
  expect(trace.status()).toBe(405);
  const put = await ctx.fetch("/contact", { method: "PUT", data: "x" });
  expect(put.status()).toBe(405);
  const badJson = await ctx.post("/api/auth/sign-in/email", {
    headers: { "Content-Type": "application/json" },
    data: "{pas du json",
  });
  expect(badJson.status()).toBeGreaterThanOrEqual(400);
  expect(badJson.status()).toBeLessThan(500);
  await ctx.dispose();
});

test("12. a password change without JavaScript keeps this device signed in, and ends the others", async ({
  playwright,
  newAccount,
}) => {
  const employee = await newAccount({ role: "employee" });
  const phone = await context(playwright, employee);
  const laptop = await context(playwright, employee);
  const newPassword = `${employee.password}-neuf`;
  // What a browser without JavaScript posts: the page's own form, to the page's URL, following the answer.
  const change = await laptop.post("/account", {
    form: { intent: "password", currentPassword: employee.password, newPassword, confirmPassword: newPassword },
  });
  expect(change.status()).toBe(200);
  expect(new URL(change.url()).pathname).toBe("/account");
  expect(await change.text()).toContain("Mot de passe modifié");
  const account = await laptop.get("/account", { maxRedirects: 0 });
  expect(account.status()).toBe(200);
  expect(await account.text()).toContain("Déconnecter mes autres appareils");
  expect(await sessionUser(phone)).toBeFalsy();
  await phone.dispose();
  await laptop.dispose();
});

test("13. a toast cookie the site did not sign shows nothing", async ({ playwright }) => {
  const ctx = await context(playwright);
  const forged = Buffer.from(JSON.stringify({ type: "error", title: "Appelez vite le 08 99 00 00 00" })).toString(
    "base64",
  );
  const page = await ctx.get("/auth", { headers: { Cookie: `toast=${encodeURIComponent(forged)}` } });
  expect(page.status()).toBe(200);
  expect(await page.text()).not.toContain("08 99 00 00 00");
  await ctx.dispose();
});

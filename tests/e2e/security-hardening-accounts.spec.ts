import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "./accounts";
import { expect, test } from "./fixtures";

/** The user of the context's session, if it still has one. */
async function sessionUser(ctx: APIRequestContext) {
  return ((await (await ctx.get("/api/auth/get-session")).json()) as { user: { firstName: string } } | null)?.user;
}

// Each finding of the HTTP attack, replayed against the running site: every test here failed on the code before.
// Accounts: who may change an account or read the users, and which sessions a password change ends.

test("1. an employee cannot rename itself through the auth API", async ({ api, newAccount }) => {
  const employee = await newAccount({ role: "employee" });
  const ctx = await api(employee);
  const response = await ctx.post("/api/auth/update-user", {
    data: { firstName: "Amélie Laurent (Manager)\r\n<b>x</b>", lastName: "x".repeat(200) },
  });
  expect(response.status()).toBe(404);
  expect((await sessionUser(ctx))?.firstName).toBe(employee.firstName);
});

test("7. sessions idle out after 12 h, and a password change ends the other sessions", async ({ api, newAccount }) => {
  const employee = await newAccount({ role: "employee" });
  const phone = await api();
  const signIn = await phone.post("/api/auth/sign-in/email", { data: employee });
  const cookie = signIn
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.includes("session_token"));
  expect(Number(/Max-Age=(\d+)/i.exec(cookie?.value ?? "")?.[1])).toBeLessThanOrEqual(12 * 3600);
  const laptop = await api(employee);
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
});

test("8. an admin cannot change another admin's name or e-mail", async ({ api, newAccount }) => {
  const first = await newAccount({ role: "admin" });
  const second = await newAccount({ role: "admin" });
  const ctx = await api(first);
  const response = await ctx.post("/employees.data?intent=update", {
    form: { id: second.id, firstName: "Pirate", lastName: "X", email: "pirate@e2e.example.fr" },
  });
  expect(response.status()).toBe(403);
  const again = await api(second);
  expect((await sessionUser(again))?.firstName).toBe(second.firstName);
});

test("9. the admin plugin's reading routes are closed, and managers cannot list users", async ({ api, newAccount }) => {
  const admin = await api(E2E_ADMIN);
  for (const path of ["/api/auth/admin/get-user?id=x", "/api/auth/admin/list-user-sessions"]) {
    const response = path.includes("list-user-sessions")
      ? await admin.post(path, { data: { userId: "x" } })
      : await admin.get(path);
    expect(response.status(), path).toBe(404);
  }
  const manager = await api(await newAccount({ role: "manager" }));
  const list = await manager.get("/api/auth/admin/list-users");
  expect(list.status()).toBeGreaterThanOrEqual(401);
  expect(list.status()).toBeLessThan(500);
});

test("12. a password change without JavaScript keeps this device signed in, and ends the others", async ({
  api,
  newAccount,
}) => {
  const employee = await newAccount({ role: "employee" });
  const phone = await api(employee);
  const laptop = await api(employee);
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
});

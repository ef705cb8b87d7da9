import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { E2E_ORIGIN } from "./accounts";
import { expect, test } from "./fixtures";
import { passwordLinkIn, waitForMail } from "./mailbox";

// Attacks on an account's lifecycle, replayed over HTTP against the running site: each failed on the code before.

const unique = () => randomBytes(4).toString("hex");

async function accountId(admin: APIRequestContext, email: string): Promise<string> {
  const listed = await admin.get("/api/auth/admin/list-users", {
    params: { searchField: "email", searchValue: email, searchOperator: "contains" },
  });
  const users = ((await listed.json()) as { users: Array<{ id: string; email: string }> }).users;
  const found = users.find((user) => user.email === email);
  if (!found) throw new Error(`compte absent : ${email}`);
  return found.id;
}

test("an invitation mailed to a mistyped address stops working once an admin corrects the e-mail", async ({
  api,
  newAccount,
}) => {
  const admin = await api(await newAccount({ role: "admin" }));
  const typo = `gerant-${unique()}@e2e.exemple.fr`;
  const invited = await admin.post("/admin/users.data?intent=create", {
    form: { firstName: "Paul", lastName: "Gérant", email: typo, role: "manager", invite: "on" },
  });
  expect(invited.status()).toBe(200);
  const link = passwordLinkIn(await waitForMail(typo));
  const id = await accountId(admin, typo);

  const corrected = `gerant-${unique()}@e2e.example.fr`;
  const update = await admin.post("/employees.data?intent=update", {
    form: { id, firstName: "Paul", lastName: "Gérant", email: corrected },
  });
  expect(update.status()).toBe(200);

  // Whoever holds the old mail tries to choose the manager's password with it.
  const holder = await api();
  const token = new URL(link, E2E_ORIGIN).searchParams.get("token") ?? "";
  const password = `pris-au-vol-${unique()}`;
  const attempt = await holder.post("/auth/reset-password", {
    form: { token, newPassword: password, confirmPassword: password },
    maxRedirects: 0,
  });
  expect(attempt.status()).toBe(400);
  expect(await attempt.text()).toContain("Ce lien a expiré ou a déjà été utilisé.");
  const signIn = await holder.post("/api/auth/sign-in/email", { data: { email: corrected, password } });
  expect(signIn.status()).toBe(401);
});

test("a deactivated employee's calendar link answers 404, as an unknown one", async ({ api, newAccount }) => {
  const account = await newAccount({ role: "employee" });
  const employee = await api(account);
  expect((await employee.post("/my-schedule", { form: { intent: "calendar-regenerate" } })).status()).toBe(200);
  const feedPath = /\/calendar\/[\w-]+\.ics/.exec(await (await employee.get("/my-schedule")).text())?.[0] as string;
  const stranger = await api();
  expect((await stranger.get(feedPath)).status()).toBe(200);

  const admin = await api(await newAccount({ role: "admin" }));
  const off = await admin.post("/admin/users.data?intent=status", { form: { userId: account.id, active: "false" } });
  expect(off.status()).toBe(200);
  const feed = await stranger.get(feedPath);
  expect(feed.status()).toBe(404);
  expect(await feed.text()).toBe("Agenda introuvable.");
});

test("an admin account is not created without the confirmation", async ({ api, newAccount }) => {
  const admin = await api(await newAccount({ role: "admin" }));
  const email = `admin-${unique()}@e2e.example.fr`;
  const form = { firstName: "Anne", lastName: "Chef", email, password: `admin-solide-${unique()}`, role: "admin" };
  const refused = await admin.post("/admin/users.data?intent=create", { form });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Confirmez la création d'un compte Administrateur.");
  await expect(accountId(admin, email)).rejects.toThrow("compte absent");
});

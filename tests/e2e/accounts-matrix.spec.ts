import type { APIRequestContext } from "@playwright/test";
import { uniqueClientAddress } from "./client-address";
import { expect, test } from "./fixtures";
import type { StaffAccount } from "./login";

// Authorization matrix (docs/architecture.md, Permissions): every protected page and every action of the accounts feature, for each
// kind of caller, through real HTTP. A refused action must answer 403 and leave the database as it was, which a
// follow-up read as the admin checks. Actions are posted to `<page>.data`, as the page's own forms do with
// JavaScript; a plain document post also runs the page's loader, whose redirect then answers instead.

type Caller = "visitor" | "employee" | "manager" | "admin";
const callers: Caller[] = ["visitor", "employee", "manager", "admin"];

const pages: Record<string, Record<Caller, string | 200>> = {
  "/admin/users": { visitor: "/", employee: "/", manager: "/", admin: 200 },
  "/admin/mail": { visitor: "/", employee: "/", manager: "/", admin: 200 },
  "/admin/schedules": { visitor: "/auth", employee: "/", manager: 200, admin: 200 },
  "/admin/inbox": { visitor: "/", employee: "/", manager: 200, admin: 200 },
  "/employees": { visitor: "/", employee: "/", manager: 200, admin: 200 },
  "/my-schedule": { visitor: "/", employee: 200, manager: "/", admin: "/" },
};

let baseURL: string;
const contexts = {} as Record<Caller, APIRequestContext>;
const accounts = {} as Record<"employee" | "manager" | "admin" | "otherAdmin", StaffAccount>;

test.beforeAll(async ({ playwright, login, newAccount }, testInfo) => {
  baseURL = testInfo.project.use.baseURL as string;
  for (const caller of callers) {
    contexts[caller] = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() },
    });
  }
  accounts.employee = await login({ role: "employee" }, contexts.employee);
  accounts.manager = await login({ role: "manager" }, contexts.manager);
  accounts.admin = await login({ role: "admin" }, contexts.admin);
  accounts.otherAdmin = await newAccount({ role: "admin" });
});

test.afterAll(async () => {
  for (const context of Object.values(contexts)) await context.dispose();
});

/** The account as the admin reads it now (Better Auth's admin list), or undefined once it is gone. */
async function readAccount(email: string) {
  const response = await contexts.admin.get("/api/auth/admin/list-users", {
    params: { searchField: "email", searchValue: email, searchOperator: "contains" },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { users: Array<{ email: string; role: string; firstName: string }> };
  return body.users.find((user) => user.email === email);
}

for (const [path, expected] of Object.entries(pages)) {
  for (const caller of callers) {
    const outcome = expected[caller];
    test(`${path} as ${caller} → ${outcome === 200 ? "200" : `redirect to ${outcome}`}`, async () => {
      const response = await contexts[caller].get(path, { maxRedirects: 0 });
      if (outcome === 200) {
        expect(response.status()).toBe(200);
      } else {
        expect(response.status()).toBe(302);
        expect(new URL(response.headers().location ?? "", baseURL).pathname).toBe(outcome);
      }
    });
  }
}

const refusedCallers = ["visitor", "employee", "manager"] as const;
const refusalMessage = (caller: Caller, otherwise: string) =>
  caller === "visitor" ? "Session expirée. Veuillez vous reconnecter." : otherwise;

for (const path of ["/admin/users", "/employees"]) {
  for (const caller of refusedCallers) {
    test(`POST ${path} create as ${caller} → 403, nobody created`, async () => {
      const email = `intrus-${caller}-${Date.now()}@e2e.example.fr`;
      const response = await contexts[caller].post(`${path}.data?intent=create`, {
        form: { firstName: "In", lastName: "Trus", email, password: "motdepasse", role: "admin" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(403);
      expect(await response.text()).toContain(
        refusalMessage(caller, "Vous n'avez pas les permissions nécessaires pour créer des utilisateurs."),
      );
      expect(await readAccount(email)).toBeUndefined();
    });
  }
}

for (const caller of refusedCallers) {
  test(`POST /admin/users role change as ${caller} → 403, role unchanged`, async () => {
    const response = await contexts[caller].post("/admin/users.data?intent=role", {
      form: { userId: accounts.employee.id, newRole: "admin" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain(
      refusalMessage(caller, "Accès refusé : Vous n'avez pas les permissions nécessaires."),
    );
    expect((await readAccount(accounts.employee.email))?.role).toBe("employee");
  });

  test(`POST /employees update and delete as ${caller} → 403, account unchanged`, async () => {
    const update = await contexts[caller].post("/employees.data?intent=update", {
      form: {
        id: accounts.employee.id,
        firstName: "Pirate",
        lastName: "X",
        email: "x@e2e.example.fr",
      },
      maxRedirects: 0,
    });
    expect(update.status()).toBe(403);
    const remove = await contexts[caller].post("/employees.data?intent=delete", {
      form: { id: accounts.employee.id },
      maxRedirects: 0,
    });
    expect(remove.status()).toBe(403);
    expect(await readAccount(accounts.employee.email)).toMatchObject({ firstName: accounts.employee.firstName });
  });
}

test("the admin is refused another admin's role, its own demotion and deleting an admin, changing nothing", async () => {
  const otherRole = await contexts.admin.post("/admin/users.data?intent=role", {
    form: { userId: accounts.otherAdmin.id, newRole: "employee" },
  });
  expect(otherRole.status()).toBe(403);
  expect(await otherRole.text()).toContain("Impossible de modifier le rôle d'un autre administrateur.");
  const admin = await readAccount(accounts.admin.email);
  const adminId = accounts.admin.id;
  const ownRole = await contexts.admin.post("/admin/users.data?intent=role", {
    form: { userId: adminId, newRole: "employee" },
  });
  expect(ownRole.status()).toBe(403);
  for (const id of [adminId, accounts.otherAdmin.id]) {
    const remove = await contexts.admin.post("/employees.data?intent=delete", { form: { id } });
    expect(remove.status()).toBe(403);
  }
  expect((await readAccount(accounts.otherAdmin.email))?.role).toBe("admin");
  expect((await readAccount(accounts.admin.email))?.role).toBe(admin?.role);
});

test("Better Auth's own admin mutations are closed over HTTP, so they cannot bypass those rules", async () => {
  for (const path of ["/api/auth/admin/set-role", "/api/auth/admin/remove-user", "/api/auth/admin/update-user"]) {
    const response = await contexts.admin.post(path, {
      data: { userId: accounts.otherAdmin.id, role: "employee", data: { role: "employee" } },
      headers: { Origin: baseURL },
    });
    expect(response.status(), path).toBe(404);
  }
  expect((await readAccount(accounts.otherAdmin.email))?.role).toBe("admin");
});

test("a sign-up cannot choose its role", async () => {
  const email = `role-choisi-${Date.now()}@e2e.example.fr`;
  await contexts.visitor.post("/api/auth/sign-up/email", {
    data: { email, password: "motdepasse", name: "A B", firstName: "A", lastName: "B", role: "admin" },
    headers: { Origin: baseURL },
  });
  const created = await readAccount(email);
  expect(created?.role ?? "employee").toBe("employee");
});

test("the admin's own actions succeed, so the refusals above are not a broken endpoint", async () => {
  const target = accounts.manager;
  const role = await contexts.admin.post("/admin/users.data?intent=role", {
    form: { userId: target.id, newRole: "employee" },
  });
  expect(role.status()).toBe(200);
  expect((await readAccount(target.email))?.role).toBe("employee");
});

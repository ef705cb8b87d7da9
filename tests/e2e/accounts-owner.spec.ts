import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN, E2E_ORIGIN } from "./accounts";
import { uniqueClientAddress } from "./client-address";
import { expect, expectAccessible, test, visit } from "./fixtures";
import { signIn } from "./login";

// A plain admin's refusals answer 403, which the browser logs.
test.use({ expectedErrorStatuses: [403] });
// Each test opens /admin/users, which lists every account the suite has made: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function roleOf(admin: APIRequestContext, email: string) {
  const response = await admin.get("/api/auth/admin/list-users", {
    params: { searchField: "email", searchValue: email, searchOperator: "contains" },
  });
  const body = (await response.json()) as { users: Array<{ email: string; role: string }> };
  return body.users.find((user) => user.email === email)?.role;
}

async function requestContext(playwright: {
  request: { newContext: (options: object) => Promise<APIRequestContext> };
}) {
  return playwright.request.newContext({
    baseURL: E2E_ORIGIN,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress(), Origin: E2E_ORIGIN },
  });
}

test("a promotion to admin waits for the dialog's Confirmer; Annuler and Escape keep the role", async ({
  page,
  newAccount,
  adminRequest,
  openAs,
}) => {
  const employee = await newAccount({ role: "employee" });
  await openAs({ role: "admin" }, "/admin/users");
  const select = page.getByLabel(`Rôle de ${employee.name}`);
  const dialog = page.getByRole("dialog", { name: "Confirmer la promotion" });

  await select.selectOption("admin");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Donner le rôle Administrateur à ${employee.name} ?`);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(select).toHaveValue("employee");

  await select.selectOption("admin");
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(select).toHaveValue("employee");
  expect(await roleOf(adminRequest, employee.email)).toBe("employee");

  // Keyboard only: focus starts inside the dialog, on Annuler; Tab reaches Confirmer.
  await select.selectOption("admin");
  await expect(dialog.getByRole("button", { name: "Annuler" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Confirmer" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Rôle mis à jour")).toBeVisible();
  expect(await roleOf(adminRequest, employee.email)).toBe("admin");

  // Any other change stays one step.
  const other = await newAccount({ role: "employee" });
  // Opened as every other page is (axe included): a bare reload let the choice land before the page was interactive.
  await visit(page, "/admin/users");
  await page.getByLabel(`Rôle de ${other.name}`).selectOption("manager");
  await expect(dialog).toBeHidden();
  await expect.poll(() => roleOf(adminRequest, other.email)).toBe("manager");
});

test("without JavaScript, a promotion to admin goes through a confirmation step", async ({
  browser,
  login,
  newAccount,
  adminRequest,
}) => {
  const manager = await newAccount({ role: "manager" });
  const context = await browser.newContext({
    baseURL: E2E_ORIGIN,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() },
  });
  const admin = await login({ role: "admin" }, context);
  const page = await context.newPage();
  await page.goto("/admin/users");
  const row = page.getByRole("row").filter({ hasText: manager.email });
  await row.getByLabel(`Rôle de ${manager.name}`).selectOption("admin");
  await row.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?promouvoir=${manager.id}$`));
  const step = page.getByRole("region", { name: "Confirmer la promotion" });
  await expect(step).toContainText(`Donner le rôle Administrateur à ${manager.name} ?`);
  expect(await roleOf(adminRequest, manager.email)).toBe("manager");

  await step.getByRole("link", { name: "Annuler" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  expect(await roleOf(adminRequest, manager.email)).toBe("manager");

  // The same post without `confirm`, over HTTP: the answer is the confirmation step, nothing applied.
  const direct = await context.request.post("/admin/users?intent=role", {
    form: { userId: manager.id, newRole: "admin" },
    headers: { Origin: E2E_ORIGIN },
    maxRedirects: 0,
  });
  expect(direct.status()).toBe(303);
  expect(direct.headers().location).toBe(`/admin/users?promouvoir=${manager.id}`);
  expect(await roleOf(adminRequest, manager.email)).toBe("manager");

  await page.goto(`/admin/users?promouvoir=${manager.id}`);
  await page.getByRole("button", { name: "Confirmer" }).click();
  await expect(page.getByText("Rôle mis à jour")).toBeVisible();
  expect(await roleOf(adminRequest, manager.email)).toBe("admin");
  expect(admin.role).toBe("admin");
  await context.close();
});

test("the owner account demotes, deactivates and reactivates another admin; a plain admin gets 403", async ({
  page,
  playwright,
  newAccount,
  adminRequest,
}) => {
  const target = await newAccount({ role: "admin" });
  const demoted = await newAccount({ role: "admin" });
  const plainAdmin = await newAccount({ role: "admin" });

  const plain = await requestContext(playwright);
  await signIn(plain, plainAdmin);
  const refusedStatus = await plain.post("/admin/users.data?intent=status", {
    form: { userId: target.id, active: "false" },
  });
  expect(refusedStatus.status()).toBe(403);
  expect(await refusedStatus.text()).toContain("seul le compte propriétaire peut désactiver");
  const refusedRole = await plain.post("/admin/users.data?intent=role", {
    form: { userId: demoted.id, newRole: "manager" },
  });
  expect(refusedRole.status()).toBe(403);
  expect(await refusedRole.text()).toContain("Impossible de modifier le rôle d'un autre administrateur.");
  await plain.dispose();

  const targetDevice = await requestContext(playwright);
  await signIn(targetDevice, target);

  await signIn(page, E2E_ADMIN);
  await visit(page, "/admin/users");
  const row = page.getByRole("row").filter({ hasText: target.email });
  await expect(row).toContainText("Actif");
  await row.getByRole("button", { name: `Désactiver le compte de ${target.name}` }).click();
  await expect(toast(page, "Compte désactivé")).toBeVisible();
  await expect(row).toContainText("Désactivé");
  // Its open session ends at once, and it cannot sign in again.
  expect(await (await targetDevice.get("/api/auth/get-session")).json()).toBeNull();
  const again = await requestContext(playwright);
  const refused = await again.post("/api/auth/sign-in/email", {
    data: { email: target.email, password: target.password },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(await refused.text()).toContain("Ce compte est désactivé.");

  await row.getByRole("button", { name: `Réactiver le compte de ${target.name}` }).click();
  await expect(toast(page, "Compte réactivé")).toBeVisible();
  await expect(row).toContainText("Actif");
  const back = await again.post("/api/auth/sign-in/email", {
    data: { email: target.email, password: target.password },
  });
  expect(back.status()).toBe(200);

  await page.getByLabel(`Rôle de ${demoted.name}`).selectOption("manager");
  await expect(toast(page, "Rôle mis à jour")).toBeVisible();
  expect(await roleOf(adminRequest, demoted.email)).toBe("manager");
  await targetDevice.dispose();
  await again.dispose();
});

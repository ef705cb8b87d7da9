import { expect, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

test("a staff account created for a test can sign in and reach its pages", async ({ page, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  const manager = await createStaffAccount(admin, baseURL as string, "manager");
  await admin.dispose();
  await signIn(page, baseURL as string, manager);
  const response = await page.goto("/employees");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/employees$/);
});

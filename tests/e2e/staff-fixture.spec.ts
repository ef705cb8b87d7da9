import { expect, test } from "./fixtures";

test("a staff account created for a test can sign in and reach its pages", async ({ page, login }) => {
  await login({ role: "manager" }, page);
  const response = await page.goto("/employees");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/employees$/);
});

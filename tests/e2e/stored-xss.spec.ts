import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { fillContactForm, quoteSubmission, unique } from "./leads-helpers";
import { createPlanning, uniqueMonday } from "./plannings-helpers";

const payload = (tag: string) => `<img src=x onerror="window.__xss='${tag}'"><script>window.__xss=1</script>`;
const shortPayload = "<img src=x onerror=window.__xss=1>";

test.describe.configure({ timeout: 120_000 });

/** The marker shows on the page, and none of the payloads around it ran or became an element. */
async function expectInert(page: Page, path: string, marker: string) {
  await visit(page, path);
  await expect(page.getByText(marker).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss), path).toBeUndefined();
  expect(await page.locator(`img[src="x"]`).count(), path).toBe(0);
}

// Two tests, one per way in, so that they run side by side: as one, they took over a minute.
test("payloads typed into the contact and quote forms never run in the inbox or its details", async ({
  page,
  baseURL,
  staffPage,
}) => {
  const marker = unique("xss");

  await visit(page, "/contact");
  await fillContactForm(page, { name: `${marker} ${shortPayload}`, message: payload("contact-message") });
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByLabel("Nom complet")).toHaveValue("");

  const quote = await page.request.post("/quote", {
    form: quoteSubmission({
      name: `${marker} ${shortPayload}`,
      email: "client@exemple.fr",
      company: payload("quote-company").slice(0, 200),
      address: payload("quote-address").slice(0, 300),
      specificRequirements: payload("quote-requirements"),
    }),
    headers: { Origin: baseURL as string },
  });
  expect(quote.status()).toBe(200);

  const admin = await staffPage("admin");
  await expectInert(admin.page, "/admin/inbox", marker);
  const details = await admin.page
    .getByRole("row")
    .filter({ hasText: marker })
    .locator('a[href^="/admin/inbox/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") as string));
  expect(details).toHaveLength(2);
  for (const path of details) await expectInert(admin.page, path, marker);
  await admin.context.close();
});

test("payloads in account names and plannings never run on the schedule, employees and users pages", async ({
  playwright,
  baseURL,
  login,
  newAccount,
  staffPage,
}) => {
  // /employees and /admin/users list every account the suite has made, and axe reads them all.
  test.slow();
  const origin = baseURL as string;
  const marker = unique("xss");
  const api = await playwright.request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { "X-Forwarded-For": "2001:db8::55" },
  });
  const employee = await newAccount({ role: "employee", firstName: `<b>${marker}</b>` });
  await login({ role: "manager" }, api);
  const monday = uniqueMonday();
  await createPlanning(api, origin, {
    employeeIds: [employee.id],
    title: `${marker} ${payload("planning-title")}`.slice(0, 200),
    startTime: `${monday}T08:00`,
    endTime: `${monday}T10:00`,
    location: payload("planning-location").slice(0, 200),
    description: payload("planning-description"),
  });
  await api.dispose();

  const admin = await staffPage("admin");
  for (const path of [`/admin/schedules?semaine=${monday}`, "/employees", "/admin/users"]) {
    await expectInert(admin.page, path, marker);
  }
  await admin.context.close();
});

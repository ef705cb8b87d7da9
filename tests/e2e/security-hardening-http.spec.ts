import { E2E_ADMIN, E2E_ORIGIN } from "./accounts";
import { uniqueClientAddress } from "./client-address";
import { expect, test } from "./fixtures";

// Each finding of the HTTP attack, replayed against the running site: every test here failed on the code before.
// HTTP: request size, methods and types, caching, the calendar feed and the toast cookie.

const baseURL = E2E_ORIGIN;

test("4. a 10 MB form is refused with a French 413 before it is read", async ({ api }) => {
  const ctx = await api();
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
});

test("5. a name carrying line breaks adds nothing to the calendar feed", async ({ api, adminRequest }) => {
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
  const employee = await api(account);
  const made = await employee.post("/my-schedule", { form: { intent: "calendar-regenerate" } });
  expect(made.status()).toBe(200);
  const feedPath = /\/calendar\/[\w-]+\.ics/.exec(await (await employee.get("/my-schedule")).text())?.[0];
  expect(feedPath).toBeDefined();
  const feed = await (await employee.get(feedPath as string)).text();
  expect(feed).toContain("BEGIN:VCALENDAR");
  expect(feed).not.toMatch(/^(X-INJECTED|ATTENDEE)/m);
});

test("10. staff pages and their data are never cached", async ({ api, newAccount }) => {
  const admin = await api(E2E_ADMIN);
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
  const employee = await api(await newAccount({ role: "employee" }));
  for (const path of ["/my-schedule", "/my-schedule.data"]) {
    expect((await employee.get(path, { maxRedirects: 0 })).headers()["cache-control"], path).toContain("no-store");
  }
});

test("10b. a staff page is never cached however its URL is spelled, nor a password link", async ({
  api,
  newAccount,
}) => {
  const employee = await newAccount({ role: "employee" });
  const admin = await api(E2E_ADMIN);
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
  const visitor = await api();
  for (const path of ["/auth/reset-password?token=lien-de-test", "/auth/forgot-password", "/AUTH"]) {
    const response = await visitor.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toContain("no-store");
  }
});

test("11. odd requests get a 4xx, never a 500", async ({ api }) => {
  const ctx = await api();
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
});

test("13. a toast cookie the site did not sign shows nothing", async ({ api }) => {
  const ctx = await api();
  const forged = Buffer.from(JSON.stringify({ type: "error", title: "Appelez vite le 08 99 00 00 00" })).toString(
    "base64",
  );
  const page = await ctx.get("/auth", { headers: { Cookie: `toast=${encodeURIComponent(forged)}` } });
  expect(page.status()).toBe(200);
  expect(await page.text()).not.toContain("08 99 00 00 00");
});

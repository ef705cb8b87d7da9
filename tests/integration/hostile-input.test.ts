import { randomBytes } from "node:crypto";
import { count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTACT_ERRORS } from "../../app/features/contact/contact.schema";
import { createUserAccount } from "../../app/features/users/create-user.server";
import { CLIENT_IP_HEADER, getAuth } from "../../app/lib/auth.server";
import { getDb, queryRows } from "../../app/lib/db.server";
import { action as inboxAction } from "../../app/routes/admin-inbox-detail";
import { action as scheduleAction } from "../../app/routes/admin-schedules";
import { action as usersAction } from "../../app/routes/admin-users";
import { action as authAction } from "../../app/routes/auth";
import { action as contactAction } from "../../app/routes/contact";
import { action as employeesAction } from "../../app/routes/employees";
import { action as newsletterAction } from "../../app/routes/newsletter";
import { action as quoteAction } from "../../app/routes/quote";
import { contactMessages, newsletterSubscribers, planningAssignments, plannings, quoteRequests } from "../../db/schema";

type Action = (args: never) => Promise<unknown>;

const hostileValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom(
    "",
    " ",
    "'; drop table contact_messages; --",
    "1 OR 1=1",
    '<img src=x onerror="alert(1)">',
    "<script>alert(document.cookie)</script>",
    "javascript:alert(1)",
    "\u0000\u0007\u001b[31m",
    "a".repeat(100_000),
    "2026-13-45T25:61",
    "2026-03-29T02:30",
    "NaN",
    "null",
    "[]",
    "{}",
  ),
);

/** A form with some of the expected fields, some unknown ones, any values. */
function hostileForm(fields: readonly string[]) {
  return fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 20 })), hostileValue, {
    maxKeys: fields.length + 3,
  });
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { [CLIENT_IP_HEADER]: `2001:db8::${randomBytes(4).toString("hex")}`, ...headers },
  });
}

/** Runs an action as React Router would, and returns the HTTP status it answers (thrown answers included). */
async function statusOf(
  action: Action,
  request: Request,
  params: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  try {
    const result = (await action({ request, params, context: { cspNonce: "" } } as never)) as {
      init?: { status?: number };
      data?: unknown;
    };
    if (result instanceof Response) return { status: result.status, body: await result.text() };
    return { status: result?.init?.status ?? 200, body: result?.data ?? result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.text() };
    const answer = thrown as { init?: { status?: number }; data?: unknown };
    if (answer?.init?.status) return { status: answer.init.status, body: answer.data };
    throw thrown;
  }
}

async function rows(table: PgTable) {
  const [row] = await getDb().select({ n: count() }).from(table);
  return row?.n ?? 0;
}

const runs = { numRuns: 40 };

describe("hostile input on the public forms", () => {
  it("contact: never a 5xx; anything refused stores nothing and says why in French", async () => {
    await fc.assert(
      fc.asyncProperty(hostileForm(["name", "email", "phone", "subject", "message", "website"]), async (fields) => {
        const before = await rows(contactMessages);
        const { status, body } = await statusOf(contactAction as Action, post("/contact", fields));
        expect(status).toBeLessThan(500);
        if (status !== 200) {
          expect(await rows(contactMessages)).toBe(before);
          expect(Object.values(CONTACT_ERRORS)).toContain((body as { message: string }).message);
        }
      }),
      runs,
    );
  });

  it("quote: never a 5xx; nothing stored unless a complete valid request was submitted", async () => {
    const fields = ["intent", "step", "name", "email", "phone", "company", "address", "city", "zipCode"];
    const service = ["serviceType", "propertyType", "area", "frequency", "startDate", "specificRequirements"];
    await fc.assert(
      fc.asyncProperty(hostileForm([...fields, ...service]), async (form) => {
        const before = await rows(quoteRequests);
        const { status } = await statusOf(quoteAction as Action, post("/quote", form));
        expect(status).toBeLessThan(500);
        if (status !== 200) expect(await rows(quoteRequests)).toBe(before);
      }),
      runs,
    );
  });

  it("newsletter: never a 5xx; an invalid address is never stored", async () => {
    await fc.assert(
      fc.asyncProperty(hostileForm(["email", "website"]), async (form) => {
        const before = await rows(newsletterSubscribers);
        const { status } = await statusOf(newsletterAction as Action, post("/newsletter", form));
        expect(status).toBeLessThan(500);
        if (status !== 200) expect(await rows(newsletterSubscribers)).toBe(before);
      }),
      runs,
    );
  });
});

describe("hostile input on the planning mutations", () => {
  it("never a 5xx; a refused mutation changes nothing", async () => {
    const email = `manager-${randomBytes(4).toString("hex")}@exemple.fr`;
    await createUserAccount({ email, password: "motdepasse", role: "manager", firstName: "Maud", lastName: "Roy" });
    const { headers } = await getAuth().api.signInEmail({
      body: { email, password: "motdepasse" },
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const intents = fc.constantFrom("create", "update", "update-one", "delete", "add-employee", "remove-employee", "x");
    const fields = [
      "planningId",
      "scheduleId",
      "employeeId",
      "employeeIds",
      "title",
      "startTime",
      "endTime",
      "location",
      "description",
      "confirmOverlap",
    ];
    await fc.assert(
      fc.asyncProperty(intents, hostileForm(fields), async (intent, form) => {
        const before = [await rows(plannings), await rows(planningAssignments)];
        const { status, body } = await statusOf(
          scheduleAction as Action,
          post("/admin/schedules", { ...form, intent }, { cookie }),
        );
        expect(status).toBeLessThan(500);
        if ((body as { ok?: boolean }).ok !== true) {
          expect([await rows(plannings), await rows(planningAssignments)]).toEqual(before);
        }
      }),
      runs,
    );
  });
});

async function signedInCookie(role: "admin" | "manager") {
  const email = `${role}-${randomBytes(4).toString("hex")}@exemple.fr`;
  await createUserAccount({ email, password: "motdepasse", role, firstName: "Camille", lastName: "Roy" });
  const { headers } = await getAuth().api.signInEmail({ body: { email, password: "motdepasse" }, returnHeaders: true });
  return headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/** Everything a staff form could change: accounts, roles, names, and the leads' status and note. */
async function staffState() {
  const users = await queryRows(sql`select id, email, role, first_name, last_name from "user" order by id`);
  const leads = await queryRows(sql`select id, status, note from contact_messages order by id`);
  return JSON.stringify({ users, leads });
}

const refused = (status: number, body: unknown) =>
  status >= 400 || (typeof body === "object" && body !== null && (body as { ok?: boolean }).ok === false);

describe("hostile input on the accounts and inbox forms", () => {
  it("sign-in and sign-up: never a 5xx; a refusal creates no account", async () => {
    const intents = fc.constantFrom("sign-in", "sign-up", "x");
    const fields = ["email", "password", "firstName", "lastName", "role", "mode"];
    await fc.assert(
      fc.asyncProperty(intents, hostileForm(fields), async (intent, form) => {
        const before = await staffState();
        const { status, body } = await statusOf(authAction as Action, post("/auth", { ...form, intent }));
        expect(status).toBeLessThan(500);
        if (refused(status, body)) expect(await staffState()).toBe(before);
      }),
      runs,
    );
  });

  it("user administration and employees: never a 5xx; a refusal changes no account", async () => {
    const cookie = await signedInCookie("admin");
    const fields = ["userId", "newRole", "role", "email", "password", "firstName", "lastName"];
    const targets = fc.constantFrom(usersAction as Action, employeesAction as Action);
    const intents = fc.constantFrom("create", "role", "update", "delete", "x");
    await fc.assert(
      fc.asyncProperty(targets, intents, hostileForm(fields), async (action, intent, form) => {
        const before = await staffState();
        const { status, body } = await statusOf(action, post(`/admin/users?intent=${intent}`, form, { cookie }));
        expect(status).toBeLessThan(500);
        if (refused(status, body)) expect(await staffState()).toBe(before);
      }),
      runs,
    );
  });

  it("inbox updates: never a 5xx; a refusal changes no lead", async () => {
    const cookie = await signedInCookie("manager");
    const params = fc.record({
      type: fc.oneof(fc.constantFrom("contact", "quote", "newsletter"), fc.string({ maxLength: 12 })),
      id: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
    });
    await fc.assert(
      fc.asyncProperty(params, hostileForm(["status", "note"]), async (key, form) => {
        const before = await staffState();
        const { status, body } = await statusOf(
          inboxAction as Action,
          post(`/admin/inbox/${key.type}/${key.id}`, form, { cookie }),
          key,
        );
        expect(status).toBeLessThan(500);
        if (refused(status, body)) expect(await staffState()).toBe(before);
      }),
      runs,
    );
  });
});

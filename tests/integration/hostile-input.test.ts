import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "../../app/lib/client-ip";
import { getDb, queryRows } from "../../app/lib/db.server";
import { action as inboxAction } from "../../app/routes/admin-inbox-detail";
import { action as scheduleAction } from "../../app/routes/admin-schedules";
import { action as sitesAction } from "../../app/routes/admin-sites";
import { action as usersAction } from "../../app/routes/admin-users";
import { action as authAction } from "../../app/routes/auth";
import { action as contactAction } from "../../app/routes/contact";
import { action as employeesAction } from "../../app/routes/employees";
import { action as newsletterAction } from "../../app/routes/newsletter";
import { action as quoteAction } from "../../app/routes/quote";
import {
  contactMessages,
  newsletterSubscribers,
  planningAssignments,
  plannings,
  quoteRequests,
  sites,
  user,
} from "../../db/schema";
import { login } from "../support/login";
import { answerOf, type RouteAnswer } from "../support/route-answer";
import { rowCount } from "../support/row-count";
import {
  contactMutations,
  type FieldMutation,
  type Form,
  mutateOneField,
  newsletterMutations,
  planningMutations,
  quoteMutations,
  siteMutations,
  userMutations,
  validContactForm,
  validNewsletterForm,
  validPlanningForm,
  validQuoteForm,
  validSiteForm,
  validUserForm,
} from "./form-arbitraries";

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

function post(path: string, fields: Form, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { [CLIENT_IP_HEADER]: `2001:db8::${randomBytes(4).toString("hex")}`, ...headers },
  });
}

/** The answer says this French text, wherever the form puts it (its message, its field errors). */
function expectSays(answer: RouteAnswer, text: string, what = text) {
  expect(JSON.stringify(answer.body), what).toContain(JSON.stringify(text).slice(1, -1));
}

const expectFieldMessage = (answer: RouteAnswer, mutation: FieldMutation) =>
  expectSays(answer, mutation.message, `${mutation.field} = ${String(mutation.value).slice(0, 40)}`);

const runs = { numRuns: 40 };
const INVALID_FORM = "Données du formulaire invalides";

/** Every valid form is answered 200 and stored as one more row of `table`. */
async function expectEachStored(action: Action, path: string, table: PgTable, valid: fc.Arbitrary<Form>) {
  await fc.assert(
    fc.asyncProperty(valid, async (form) => {
      const before = await rowCount(table);
      const answer = await answerOf(action, post(path, form));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await rowCount(table)).toBe(before + 1);
    }),
    runs,
  );
}

/** A valid form with one wrong field is answered 400 with that field's French message, and nothing is stored. */
async function expectOneWrongFieldRefused(
  action: Action,
  path: string,
  table: PgTable,
  valid: fc.Arbitrary<Form>,
  mutations: fc.Arbitrary<FieldMutation>,
) {
  await fc.assert(
    fc.asyncProperty(mutateOneField(valid, mutations), async ({ form, mutation }) => {
      const before = await rowCount(table);
      const answer = await answerOf(action, post(path, form));
      expect(answer.status).toBe(400);
      expectSays(answer, INVALID_FORM);
      expectFieldMessage(answer, mutation);
      expect(await rowCount(table)).toBe(before);
    }),
    runs,
  );
}

describe("public forms: a valid form is stored, one wrong field is refused with its French message", () => {
  it("contact", async () => {
    await expectEachStored(contactAction as Action, "/contact", contactMessages, validContactForm);
    await expectOneWrongFieldRefused(
      contactAction as Action,
      "/contact",
      contactMessages,
      validContactForm,
      contactMutations,
    );
  });

  it("quote", async () => {
    await expectEachStored(quoteAction as Action, "/quote", quoteRequests, validQuoteForm);
    await expectOneWrongFieldRefused(quoteAction as Action, "/quote", quoteRequests, validQuoteForm, quoteMutations);
  });

  it("newsletter", async () => {
    await fc.assert(
      fc.asyncProperty(validNewsletterForm, async (form) => {
        const answer = await answerOf(newsletterAction as Action, post("/newsletter", form));
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const stored = await getDb()
          .select({ email: newsletterSubscribers.email })
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, String(form.email)));
        expect(stored).toHaveLength(1);
      }),
      runs,
    );
    await expectOneWrongFieldRefused(
      newsletterAction as Action,
      "/newsletter",
      newsletterSubscribers,
      validNewsletterForm,
      newsletterMutations,
    );
  });
});

/** A valid staff form with one wrong field is answered 400 with that field's French message, and `state` stays. */
async function expectStaffFieldRefused(
  {
    valid,
    mutations,
    state,
    runs,
  }: {
    valid: fc.Arbitrary<Form>;
    mutations: fc.Arbitrary<FieldMutation>;
    state: () => Promise<unknown>;
    runs: fc.Parameters<unknown>;
  },
  send: (form: Form) => Promise<RouteAnswer>,
  expectRefusal: (answer: RouteAnswer) => void,
) {
  await fc.assert(
    fc.asyncProperty(mutateOneField(valid, mutations), async ({ form, mutation }) => {
      const before = await state();
      const answer = await send(form);
      expect(answer.status).toBe(400);
      expectRefusal(answer);
      expectFieldMessage(answer, mutation);
      expect(await state()).toBe(before);
    }),
    runs,
  );
}

describe("staff forms: a valid form is applied, one wrong field is refused with its French message", () => {
  it("a planning: created with its employees, or refused (200, ok: false) with nothing written", async () => {
    const { cookie } = await login({ role: "manager" });
    const employees = await Promise.all([1, 2, 3].map(() => login({ role: "employee" })));
    const valid = validPlanningForm(employees.map((employee) => employee.id));
    await fc.assert(
      fc.asyncProperty(valid, async (form) => {
        const before = [await rowCount(plannings), await rowCount(planningAssignments)];
        const answer = await answerOf(scheduleAction as Action, post("/admin/schedules", form, { cookie }));
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ ok: true, description: "Le planning a été ajouté avec succès." });
        expect([await rowCount(plannings), await rowCount(planningAssignments)]).toEqual([
          (before[0] ?? 0) + 1,
          (before[1] ?? 0) + (form.employeeIds as string[]).length,
        ]);
      }),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(mutateOneField(valid, planningMutations), async ({ form, mutation }) => {
        const before = [await rowCount(plannings), await rowCount(planningAssignments)];
        const answer = await answerOf(scheduleAction as Action, post("/admin/schedules", form, { cookie }));
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ ok: false, message: mutation.message });
        expect([await rowCount(plannings), await rowCount(planningAssignments)]).toEqual(before);
      }),
      runs,
    );
  });

  it("a client site: created, or refused (400) with its French message and nothing written", async () => {
    const { cookie } = await login({ role: "manager" });
    await fc.assert(
      fc.asyncProperty(validSiteForm, async (form) => {
        const before = await rowCount(sites);
        const answer = await answerOf(sitesAction as Action, post("/admin/sites?intent=create", form, { cookie }));
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body).toMatchObject({ ok: true, message: "Site créé" });
        expect(await rowCount(sites)).toBe(before + 1);
      }),
      runs,
    );
    await expectStaffFieldRefused(
      { valid: validSiteForm, mutations: siteMutations, state: siteState, runs },
      (form) => answerOf(sitesAction as Action, post("/admin/sites?intent=create", form, { cookie })),
      (answer) => expectSays(answer, INVALID_FORM),
    );
  });

  it("a client site: an employee's post is refused (403) before anything is read", async () => {
    const { cookie } = await login({ role: "employee" });
    const before = await siteState();
    const form = { name: "Intrus", clientName: "X", address: "1 rue", postalCode: "75001", city: "Paris" };
    for (const intent of ["create", "update", "archive", "reactivate", "delete"]) {
      const answer = await answerOf(sitesAction as Action, post(`/admin/sites?intent=${intent}`, form, { cookie }));
      expect(answer.status).toBe(403);
      expectSays(answer, "Accès refusé : vous n'avez pas les droits pour gérer les sites.");
    }
    const visitor = await answerOf(sitesAction as Action, post("/admin/sites?intent=create", form));
    expect(visitor.status).toBe(403);
    expect(await siteState()).toBe(before);
  });

  it("a user created by the admin: stored with its role, or refused (400) with no account made", async () => {
    const { cookie } = await login({ role: "admin" });
    const few = { numRuns: 12 };
    await fc.assert(
      fc.asyncProperty(validUserForm, async (form) => {
        const answer = await answerOf(usersAction as Action, post("/admin/users?intent=create", form, { cookie }));
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const [created] = await getDb()
          .select({ role: user.role, firstName: user.firstName })
          .from(user)
          .where(eq(user.email, String(form.email)));
        expect(created).toEqual({ role: form.role, firstName: form.firstName });
      }),
      few,
    );
    await expectStaffFieldRefused(
      { valid: validUserForm, mutations: userMutations, state: staffState, runs: few },
      (form) => answerOf(usersAction as Action, post("/admin/users?intent=create", form, { cookie })),
      (answer) => expect(answer.body.ok).toBe(false),
    );
  });
});

describe("hostile input anywhere: never a 5xx, and a refusal changes nothing", () => {
  it("contact, quote and newsletter", async () => {
    const forms: Array<[Action, string, PgTable, readonly string[]]> = [
      [
        contactAction as Action,
        "/contact",
        contactMessages,
        ["name", "email", "phone", "subject", "message", "website"],
      ],
      [
        quoteAction as Action,
        "/quote",
        quoteRequests,
        [
          ...["intent", "step", "name", "email", "phone", "company", "address", "city", "zipCode"],
          ...["serviceType", "propertyType", "area", "frequency", "startDate", "specificRequirements"],
        ],
      ],
      [newsletterAction as Action, "/newsletter", newsletterSubscribers, ["email", "website"]],
    ];
    for (const [action, path, table, fields] of forms) {
      await fc.assert(
        fc.asyncProperty(hostileForm(fields), async (form) => {
          const before = await rowCount(table);
          const answer = await answerOf(action, post(path, form));
          expect(answer.status).toBeLessThan(500);
          if (answer.status !== 200) expect(await rowCount(table)).toBe(before);
        }),
        runs,
      );
    }
  });

  it("the planning mutations", async () => {
    const { cookie } = await login({ role: "manager" });
    const intents = fc.constantFrom("create", "update", "update-one", "delete", "add-employee", "remove-employee", "x");
    const fields = [
      "planningId",
      "assignmentId",
      "employeeId",
      "employeeIds",
      "title",
      "startTime",
      "endTime",
      "location",
      "siteId",
      "description",
      "confirmOverlap",
      "labourReason",
    ];
    await fc.assert(
      fc.asyncProperty(intents, hostileForm(fields), async (intent, form) => {
        const before = [await rowCount(plannings), await rowCount(planningAssignments)];
        const answer = await answerOf(
          scheduleAction as Action,
          post("/admin/schedules", { ...form, intent }, { cookie }),
        );
        expect(answer.status).toBeLessThan(500);
        if (answer.body.ok !== true) {
          expect([await rowCount(plannings), await rowCount(planningAssignments)]).toEqual(before);
        }
      }),
      runs,
    );
  });

  it("the site mutations", async () => {
    const { cookie } = await login({ role: "manager" });
    const intents = fc.constantFrom("create", "update", "archive", "reactivate", "delete", "x");
    const fields = [
      ...["id", "name", "clientName", "address", "postalCode", "city", "accessInstructions"],
      ...["accessCode", "contactName", "contactPhone", "weeklyHours", "active"],
    ];
    await fc.assert(
      fc.asyncProperty(intents, hostileForm(fields), async (intent, form) => {
        const before = await siteState();
        const answer = await answerOf(sitesAction as Action, post(`/admin/sites?intent=${intent}`, form, { cookie }));
        expect(answer.status).toBeLessThan(500);
        if (refused(answer)) expect(await siteState()).toBe(before);
      }),
      runs,
    );
  });

  it("sign-in and sign-up: a refusal creates no account", async () => {
    const intents = fc.constantFrom("sign-in", "sign-up", "x");
    const fields = ["email", "password", "firstName", "lastName", "role", "mode"];
    await fc.assert(
      fc.asyncProperty(intents, hostileForm(fields), async (intent, form) => {
        const before = await staffState();
        const answer = await answerOf(authAction as Action, post("/auth", { ...form, intent }));
        expect(answer.status).toBeLessThan(500);
        if (refused(answer)) expect(await staffState()).toBe(before);
      }),
      runs,
    );
  });

  it("user administration and employees: a refusal changes no account", async () => {
    const { cookie } = await login({ role: "admin" });
    const fields = ["userId", "newRole", "role", "email", "password", "firstName", "lastName"];
    const targets = fc.constantFrom(usersAction as Action, employeesAction as Action);
    const intents = fc.constantFrom("create", "role", "update", "delete", "x");
    await fc.assert(
      fc.asyncProperty(targets, intents, hostileForm(fields), async (action, intent, form) => {
        const before = await staffState();
        const answer = await answerOf(action, post(`/admin/users?intent=${intent}`, form, { cookie }));
        expect(answer.status).toBeLessThan(500);
        if (refused(answer)) expect(await staffState()).toBe(before);
      }),
      runs,
    );
  });

  it("inbox updates: a refusal changes no lead", async () => {
    const { cookie } = await login({ role: "manager" });
    const params = fc.record({
      type: fc.oneof(fc.constantFrom("contact", "quote", "newsletter"), fc.string({ maxLength: 12 })),
      id: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
    });
    await fc.assert(
      fc.asyncProperty(params, hostileForm(["status", "note"]), async (key, form) => {
        const before = await staffState();
        const answer = await answerOf(
          inboxAction as Action,
          post(`/admin/inbox/${key.type}/${key.id}`, form, { cookie }),
          key,
        );
        expect(answer.status).toBeLessThan(500);
        if (refused(answer)) expect(await staffState()).toBe(before);
      }),
      runs,
    );
  });
});

/** Everything a staff form could change: accounts, roles, names, and the leads' status and note. */
async function staffState() {
  const users = await queryRows(sql`select id, email, role, first_name, last_name from "user" order by id`);
  const leads = await queryRows(sql`select id, status, note from contact_messages order by id`);
  return JSON.stringify({ users, leads });
}

/** Every site and the site of every planning. */
async function siteState() {
  const all = await queryRows(sql`select * from sites order by id`);
  const links = await queryRows(sql`select id, site_id, location from plannings order by id`);
  return JSON.stringify({ all, links });
}

const refused = ({ status, body }: RouteAnswer) => status >= 400 || body?.ok === false;

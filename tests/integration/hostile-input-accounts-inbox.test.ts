import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/lib/db.server";
import { action as inboxAction } from "../../app/routes/admin-inbox-detail";
import { action as usersAction } from "../../app/routes/admin-users";
import { action as employeesAction } from "../../app/routes/employees";
import { user } from "../../db/schema";
import { login } from "../support/login";
import { answerOf } from "../support/route-answer";
import { userMutations, validUserForm } from "./form-arbitraries";
import { expectStaffFieldRefused, hostileForm, post, refused, runs, staffState } from "./hostile-input-helpers";

describe("staff forms: a valid form is applied, one wrong field is refused with its French message", () => {
  it("a user created by the admin: stored with its role, or refused (400) with no account made", async () => {
    const { cookie } = await login({ role: "admin" });
    const few = { numRuns: 12 };
    await fc.assert(
      fc.asyncProperty(validUserForm, async (generated) => {
        // Each run's address is new: fast-check draws the same short ones again ("a@exemple.fr"), and an address
        // already taken is rightly refused.
        const form = { ...generated, email: `${randomUUID().slice(0, 8)}.${generated.email}` };
        const answer = await answerOf(usersAction, post("/admin/users?intent=create", form, { cookie }));
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const [created] = await getDb()
          .select({ role: user.role, firstName: user.firstName })
          .from(user)
          .where(eq(user.email, String(form.email)));
        expect(created).toEqual({ role: generated.role, firstName: generated.firstName });
      }),
      few,
    );
    await expectStaffFieldRefused(
      { valid: validUserForm, mutations: userMutations, state: staffState, runs: few },
      (form) => answerOf(usersAction, post("/admin/users?intent=create", form, { cookie })),
      (answer) => expect(answer.body.ok).toBe(false),
    );
  });
});

describe("hostile input anywhere: never a 5xx, and a refusal changes nothing", () => {
  it("user administration and employees: a refusal changes no account", async () => {
    const { cookie } = await login({ role: "admin" });
    const fields = ["userId", "newRole", "role", "email", "password", "firstName", "lastName"];
    const targets = fc.constantFrom(usersAction, employeesAction);
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
        const answer = await answerOf(inboxAction, post(`/admin/inbox/${key.type}/${key.id}`, form, { cookie }), key);
        expect(answer.status).toBeLessThan(500);
        if (refused(answer)) expect(await staffState()).toBe(before);
      }),
      runs,
    );
  });
});

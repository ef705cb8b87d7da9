import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/lib/db.server";
import { action as authAction } from "../../app/routes/auth";
import { action as contactAction } from "../../app/routes/contact";
import { action as newsletterAction } from "../../app/routes/newsletter";
import { action as quoteAction } from "../../app/routes/quote";
import { contactMessages, newsletterSubscribers, quoteRequests } from "../../db/schema";
import { answerOf, type RouteHandler } from "../support/route-answer";
import { rowCount } from "../support/row-count";
import {
  contactMutations,
  type FieldMutation,
  type Form,
  mutateOneField,
  newsletterMutations,
  quoteMutations,
  validContactForm,
  validNewsletterForm,
  validQuoteForm,
} from "./form-arbitraries";
import {
  expectFieldMessage,
  expectSays,
  hostileForm,
  INVALID_FORM,
  post,
  refused,
  runs,
  staffState,
} from "./hostile-input-helpers";

/** Every valid form is answered 200 and stored as one more row of `table`. */
async function expectEachStored(action: RouteHandler, path: string, table: PgTable, valid: fc.Arbitrary<Form>) {
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
  action: RouteHandler,
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
    await expectEachStored(contactAction, "/contact", contactMessages, validContactForm);
    await expectOneWrongFieldRefused(contactAction, "/contact", contactMessages, validContactForm, contactMutations);
  });

  it("quote", async () => {
    await expectEachStored(quoteAction, "/quote", quoteRequests, validQuoteForm);
    await expectOneWrongFieldRefused(quoteAction, "/quote", quoteRequests, validQuoteForm, quoteMutations);
  });

  it("newsletter", async () => {
    await fc.assert(
      fc.asyncProperty(validNewsletterForm, async (form) => {
        const answer = await answerOf(newsletterAction, post("/newsletter", form));
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
      newsletterAction,
      "/newsletter",
      newsletterSubscribers,
      validNewsletterForm,
      newsletterMutations,
    );
  });
});

describe("hostile input anywhere: never a 5xx, and a refusal changes nothing", () => {
  it("contact, quote and newsletter", async () => {
    const forms: Array<[RouteHandler, string, PgTable, readonly string[]]> = [
      [contactAction, "/contact", contactMessages, ["name", "email", "phone", "subject", "message", "website"]],
      [
        quoteAction,
        "/quote",
        quoteRequests,
        [
          ...["intent", "step", "name", "email", "phone", "company", "address", "city", "zipCode"],
          ...["serviceType", "propertyType", "area", "frequency", "startDate", "specificRequirements"],
        ],
      ],
      [newsletterAction, "/newsletter", newsletterSubscribers, ["email", "website"]],
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

  it("sign-in and sign-up: a refusal creates no account", async () => {
    const intents = fc.constantFrom("sign-in", "sign-up", "x");
    const fields = ["email", "password", "firstName", "lastName", "role", "mode"];
    await fc.assert(
      fc.asyncProperty(intents, hostileForm(fields), async (intent, form) => {
        const before = await staffState();
        const answer = await answerOf(authAction, post("/auth", { ...form, intent }));
        expect(answer.status).toBeLessThan(500);
        if (refused(answer)) expect(await staffState()).toBe(before);
      }),
      runs,
    );
  });
});

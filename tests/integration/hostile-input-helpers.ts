import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import { CLIENT_IP_HEADER } from "../../app/lib/client-ip";
import { queryRows } from "../../app/lib/db.server";
import type { RouteAnswer } from "../support/route-answer";
import { type FieldMutation, type Form, mutateOneField } from "./form-arbitraries";

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
export function hostileForm(fields: readonly string[]) {
  return fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 20 })), hostileValue, {
    maxKeys: fields.length + 3,
  });
}

/** A form POST from an address of its own; a list value is sent as that field repeated. */
export function post(path: string, fields: Form, headers: Record<string, string> = {}) {
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
export function expectSays(answer: RouteAnswer, text: string, what = text) {
  expect(JSON.stringify(answer.body), what).toContain(JSON.stringify(text).slice(1, -1));
}

export const expectFieldMessage = (answer: RouteAnswer, mutation: FieldMutation) =>
  expectSays(answer, mutation.message, `${mutation.field} = ${String(mutation.value).slice(0, 40)}`);

/** How many forms each property tries. */
export const runs = { numRuns: 40 };
export const INVALID_FORM = "Données du formulaire invalides";

/** A valid staff form with one wrong field is answered 400 with that field's French message, and `state` stays. */
export async function expectStaffFieldRefused(
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

/** Everything a staff form could change: accounts, roles, names, and the leads' status and note. */
export async function staffState() {
  const users = await queryRows(sql`select id, email, role, first_name, last_name from "user" order by id`);
  const leads = await queryRows(sql`select id, status, note from contact_messages order by id`);
  return JSON.stringify({ users, leads });
}

/** Every site and the site of every planning. */
export async function siteState() {
  const all = await queryRows(sql`select * from sites order by id`);
  const links = await queryRows(sql`select id, site_id, location from plannings order by id`);
  return JSON.stringify({ all, links });
}

/** The action said no: an error status, or `ok: false`. */
export const refused = ({ status, body }: RouteAnswer) => status >= 400 || body?.ok === false;

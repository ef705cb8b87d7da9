import { asc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox } from "../../../db/schema";
import { formPost, nextClientAddress } from "../../../tests/support/requests";
import { rowCount } from "../../../tests/support/row-count";
import { getDb } from "../../lib/db.server";
import { submitContact } from "./contact.server";

/** The action's answer as the browser gets it: its status and its Result. */
async function answer(request: Request) {
  const { data, init } = await submitContact(request);
  return { status: init?.status ?? 200, ...data };
}

const sent = { status: 200, ok: true, message: "Message envoyé" };

const valid = {
  name: "Léa Martin",
  email: "lea.martin@exemple.fr",
  phone: "06 12 34 56 78",
  subject: "devis",
  message: "Bonjour, nous cherchons une entreprise pour nos bureaux de 300 m².",
};

const storedCount = () => rowCount(contactMessages);

describe("submitContact", () => {
  beforeEach(async () => {
    await getDb().delete(contactMessages);
    await getDb().delete(mailOutbox);
  });

  it("stores a valid message and queues its notification, then the visitor's acknowledgement", async () => {
    expect(await answer(formPost("/contact", valid))).toMatchObject(sent);
    const rows = await getDb().select().from(contactMessages);
    expect(rows).toEqual([expect.objectContaining({ ...valid, status: "new", note: "" })]);
    const mails = await getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
    expect(mails).toEqual([
      expect.objectContaining({ status: "pending", subject: "Nouveau message de contact : Léa Martin" }),
      expect.objectContaining({
        status: "pending",
        to: valid.email,
        subject: expect.stringMatching(/^Votre message MSG-/),
      }),
    ]);
    expect(mails[0]?.text).toContain(valid.message);
  });

  it("stores the sanitised text of hostile input", async () => {
    const result = await answer(
      formPost("/contact", {
        ...valid,
        name: '<img src=x onerror="alert(1)">Léa',
        message: `<script>alert(1)</script> javascript:void(0) <a onclick=steal()>x</a> ${"z".repeat(1500)}`,
      }),
    );
    expect(result).toMatchObject(sent);
    const [row] = await getDb().select().from(contactMessages);
    expect(row?.name).toBe('img src=x "alert(1)"Léa');
    expect(row?.message).not.toMatch(/[<>]|javascript:|onclick\s*=/i);
    expect(row?.message.length).toBe(1000);
  });

  const hostile: Array<[string, Record<string, string>, Record<string, string>]> = [
    [
      "missing fields",
      {},
      {
        name: "Ce champ est requis",
        email: "Ce champ est requis",
        subject: "Ce champ est requis",
        message: "Ce champ est requis",
      },
    ],
    [
      "blank fields",
      { ...valid, name: "   ", message: "\n\t " },
      { name: "Ce champ est requis", message: "Ce champ est requis" },
    ],
    [
      "oversized fields",
      {
        ...valid,
        name: "n".repeat(101),
        email: `${"e".repeat(250)}@x.fr`,
        message: "m".repeat(2001),
        phone: "0".repeat(21),
      },
      {
        name: "Ce champ ne peut pas dépasser 100 caractères",
        email: "Ce champ ne peut pas dépasser 254 caractères",
        phone: "Ce champ ne peut pas dépasser 20 caractères",
        message: "Ce champ ne peut pas dépasser 2000 caractères",
      },
    ],
    ["a bad e-mail", { ...valid, email: "lea@" }, { email: "Format d'email invalide" }],
    [
      "a foreign phone",
      { ...valid, phone: "+44 20 7946 0958" },
      { phone: "Format de téléphone invalide (format français attendu)" },
    ],
    [
      "an unknown subject",
      { ...valid, subject: "'; drop table contact_messages; --" },
      { subject: "Veuillez choisir une valeur de la liste" },
    ],
    ["only markup", { ...valid, name: "<><>" }, { name: "Ce champ est requis" }],
  ];

  for (const [label, fields, expected] of hostile) {
    it(`refuses ${label} with French messages and stores nothing`, async () => {
      const result = await answer(formPost("/contact", fields));
      expect(result).toMatchObject({
        status: 400,
        ok: false,
        code: "VALIDATION_ERROR",
        message: "Données du formulaire invalides",
      });
      const fieldErrors = result.submission?.error ?? {};
      expect(Object.fromEntries(Object.entries(fieldErrors).map(([key, messages]) => [key, messages?.[0]]))).toEqual(
        expected,
      );
      expect(await storedCount()).toBe(0);
    });
  }

  it("refuses a form Conform cannot read (a forged intent) as invalid, not as a crash", async () => {
    expect(await answer(formPost("/contact", { ...valid, __intent__: "{pas du json" }))).toMatchObject({
      status: 400,
      code: "VALIDATION_ERROR",
    });
    expect(await storedCount()).toBe(0);
  });

  it("refuses a body that is not a form (wrong type) without a crash", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body: JSON.stringify(valid),
      headers: { "content-type": "application/json" },
    });
    expect(await answer(request)).toMatchObject({ status: 400, ok: false, code: "VALIDATION_ERROR" });
    expect(await storedCount()).toBe(0);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    expect(await answer(formPost("/contact", { ...valid, website: "http://spam.example" }))).toMatchObject(sent);
    expect(await storedCount()).toBe(0);
  });

  it("refuses the fourth submission of a client within five minutes, not another client's", async () => {
    const client = nextClientAddress();
    for (let i = 0; i < 3; i++) expect(await answer(formPost("/contact", valid, client))).toMatchObject(sent);
    expect(await answer(formPost("/contact", valid, client))).toMatchObject({
      status: 429,
      ok: false,
      code: "RATE_LIMIT_EXCEEDED",
      message: "Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.",
    });
    expect(await storedCount()).toBe(3);
    expect(await answer(formPost("/contact", valid))).toMatchObject(sent);
  });

  it("does not count refused input against the limit", async () => {
    const client = nextClientAddress();
    for (let i = 0; i < 5; i++) await submitContact(formPost("/contact", { ...valid, email: "x" }, client));
    expect(await answer(formPost("/contact", valid, client))).toMatchObject(sent);
  });
});

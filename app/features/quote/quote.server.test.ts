import { desc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, quoteRequests } from "../../../db/schema";
import { deliverPendingMail } from "../../../tests/support/outbox";
import { formPost, nextClientAddress } from "../../../tests/support/requests";
import { rowCount } from "../../../tests/support/row-count";
import { decodedBody, decodedHeader, startSmtpServer } from "../../../tests/support/smtp";
import { expectToContainAll } from "../../../tests/support/text-expectations";
import { leadReference } from "../../domain/leads";
import { company } from "../../lib/company";
import { getDb } from "../../lib/db.server";
import type { Result } from "../../lib/result";
import { stepOf } from "./quote";
import { handleQuoteRequest } from "./quote.server";

/** The action's answer as the browser gets it: its status, the step it shows, the values it carries, its errors. */
async function answer(request: Request) {
  const { data, init } = await handleQuoteRequest(request);
  const { intent: _intent, ...values } = (data.submission?.initialValue ?? {}) as Record<string, unknown>;
  return { status: init?.status ?? 200, step: stepOf(data), values, result: data };
}

const NOTIFY = "devis@clarte-proprete.test";
process.env.NOTIFY_EMAIL = NOTIFY;

const customer = {
  name: "Marc Leroy",
  email: "marc.leroy@exemple.fr",
  phone: "+33 1 84 60 12 34",
  company: "Leroy & Fils",
  address: "12 rue de Rivoli",
  city: "Paris",
  zipCode: "75004",
};
const service = {
  serviceType: "bureaux",
  propertyType: "bureau",
  area: "450 m²",
  frequency: "hebdomadaire",
  startDate: "2099-01-15",
  specificRequirements: "Accès par badge, intervention après 19h.",
};

const storedCount = () => rowCount(quoteRequests);

/** The last step's POST of the whole request, with `changes` to its fields. */
const submitPost = (changes: Record<string, string> = {}, client?: string) =>
  formPost("/quote", { ...customer, ...service, ...changes, intent: "submit" }, client);

const firstErrors = (result: Result) =>
  Object.fromEntries(Object.entries(result.submission?.error ?? {}).map(([key, messages]) => [key, messages?.[0]]));

describe("handleQuoteRequest", () => {
  beforeEach(async () => {
    await getDb().delete(quoteRequests);
  });

  it("goes from step 1 to step 2 and back, carrying every value", async () => {
    const next = await answer(formPost("/quote", { ...customer, intent: "next" }));
    expect(next).toMatchObject({ status: 200, step: 2, values: customer });
    const back = await answer(formPost("/quote", { ...customer, ...service, intent: "back" }));
    expect(back).toMatchObject({ status: 200, step: 1, values: { ...customer, ...service } });
    expect(await storedCount()).toBe(0);
  });

  it("keeps step 1 with French messages while its fields are invalid", async () => {
    const refused = await answer(
      formPost("/quote", { ...customer, email: "marc", phone: "12", zipCode: "7".repeat(11), intent: "next" }),
    );
    expect(refused).toMatchObject({ status: 400, step: 1 });
    expect(firstErrors(refused.result)).toEqual({
      email: "Format d'email invalide",
      phone: "Format de téléphone invalide (format français attendu)",
      zipCode: "Ce champ ne peut pas dépasser 10 caractères",
    });
  });

  it("stores a complete request on submit and answers the confirmation", async () => {
    const sent = await answer(submitPost());
    expect(sent).toMatchObject({ status: 200, step: 3, result: { ok: true, message: "Demande envoyée" } });
    const [row] = await getDb().select().from(quoteRequests);
    expect(row).toMatchObject({ ...customer, ...service, company: "Leroy & Fils", status: "new" });
  });

  it("stores empty optional fields as null", async () => {
    await handleQuoteRequest(submitPost({ company: "", startDate: "", specificRequirements: "" }));
    const [row] = await getDb().select().from(quoteRequests);
    expect(row).toMatchObject({ company: null, startDate: null, specificRequirements: null });
  });

  const hostile: Array<[string, Record<string, string>, 1 | 2, Record<string, string>]> = [
    [
      "missing fields",
      { intent: "submit" },
      1,
      { name: "Ce champ est requis", serviceType: "Ce champ est requis", area: "Ce champ est requis" },
    ],
    [
      "oversized fields",
      {
        ...customer,
        ...service,
        address: "a".repeat(301),
        company: "c".repeat(201),
        city: "v".repeat(101),
        area: "9".repeat(51),
        intent: "submit",
      },
      1,
      {
        address: "Ce champ ne peut pas dépasser 300 caractères",
        company: "Ce champ ne peut pas dépasser 200 caractères",
        city: "Ce champ ne peut pas dépasser 100 caractères",
        area: "Ce champ ne peut pas dépasser 50 caractères",
      },
    ],
    [
      "wrong enumerations",
      {
        ...customer,
        ...service,
        serviceType: "piscine",
        propertyType: "château",
        frequency: "annuelle",
        intent: "submit",
      },
      2,
      {
        serviceType: "Veuillez choisir une valeur de la liste",
        propertyType: "Veuillez choisir une valeur de la liste",
        frequency: "Veuillez choisir une valeur de la liste",
      },
    ],
    [
      "a date that does not exist",
      { ...customer, ...service, startDate: "2027-02-30", intent: "submit" },
      2,
      { startDate: "Date invalide" },
    ],
    [
      "tampered step-1 values",
      { ...customer, ...service, email: "<script>", intent: "submit" },
      1,
      { email: "Format d'email invalide" },
    ],
  ];

  for (const [label, fields, step, expected] of hostile) {
    it(`refuses ${label} on submit, on the step to fix, storing nothing`, async () => {
      const refused = await answer(formPost("/quote", fields));
      expect(refused).toMatchObject({
        status: 400,
        step,
        result: { code: "VALIDATION_ERROR", message: "Données du formulaire invalides" },
      });
      const errors = firstErrors(refused.result);
      for (const [field, message] of Object.entries(expected)) expect(errors[field]).toBe(message);
      expect(await storedCount()).toBe(0);
    });
  }

  it("sanitises what it stores", async () => {
    await handleQuoteRequest(submitPost({ specificRequirements: "<img src=x onerror=alert(1)> javascript:x" }));
    const [row] = await getDb().select().from(quoteRequests);
    expect(row?.specificRequirements).toBe("img src=x alert(1) x");
  });

  it("answers a filled honeypot with the confirmation but stores nothing", async () => {
    const dropped = await answer(submitPost({ website: "x" }));
    expect(dropped).toMatchObject({ status: 200, step: 3 });
    expect(await storedCount()).toBe(0);
  });

  it("rate-limits submissions per client", async () => {
    const client = nextClientAddress();
    for (let i = 0; i < 5; i++) expect((await answer(submitPost({}, client))).status).toBe(200);
    const refused = await answer(submitPost({}, client));
    expect(refused).toMatchObject({
      status: 429,
      step: 2,
      values: { ...customer, ...service },
      result: {
        code: "RATE_LIMIT_EXCEEDED",
        message: "Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.",
      },
    });
    expect(await storedCount()).toBe(5);
  });
});

describe("quote notification", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("is e-mailed to NOTIFY_EMAIL with the request's details, a reply going to the visitor", async () => {
    await getDb().delete(mailOutbox);
    await handleQuoteRequest(submitPost());
    await deliverPendingMail({ smtpUrl: smtp.url, from: "site@clarte-proprete.test", notifyEmail: NOTIFY });
    expect(smtp.received.map((received) => received.to)).toEqual([[NOTIFY], [customer.email]]);
    const mail = smtp.received[0]?.raw ?? "";
    expect(decodedHeader(mail, "Subject")).toBe("Nouvelle demande de devis : Marc Leroy (Leroy & Fils)");
    expect(decodedHeader(mail, "Reply-To")).toBe(customer.email);
    expectToContainAll(decodedBody(mail), [
      "Adresse : 12 rue de Rivoli, 75004 Paris",
      "Service : Nettoyage de bureaux",
      "Type de locaux : Bureaux",
      "Surface : 450 m²",
      "Fréquence : Hebdomadaire",
      "Date de début souhaitée : 2099-01-15",
      "Accès par badge, intervention après 19h.",
    ]);

    const [stored] = await getDb().select().from(quoteRequests).orderBy(desc(quoteRequests.createdAt)).limit(1);
    const reference = leadReference("quote", stored?.id ?? "");
    const acknowledgement = smtp.received[1]?.raw ?? "";
    expect(decodedHeader(acknowledgement, "Subject")).toBe(`Votre demande de devis ${reference} | Clarté Propreté`);
    expect(decodedHeader(acknowledgement, "Reply-To")).toBe(company.email);
    const promise = decodedBody(acknowledgement);
    expectToContainAll(promise, [
      `Nous avons bien reçu votre demande de devis, sous la référence ${reference}.`,
      "Nous vous répondons sous 24 heures ouvrées.",
      "Service : Nettoyage de bureaux",
      "Fréquence : Hebdomadaire",
      "Téléphone (standard) : 01 84 60 12 34",
    ]);
    expect(promise).not.toContain("Accès par badge");
  });
});

import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, quoteRequests } from "../../../db/schema";
import { deliverPendingMail } from "../../../tests/support/outbox";
import { formPost, nextClientAddress } from "../../../tests/support/requests";
import { decodedBody, decodedHeader, startSmtpServer } from "../../../tests/support/smtp";
import { getDb } from "../../lib/db.server";
import { handleQuoteRequest } from "./quote.server";

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
  startDate: "2027-01-15",
  specificRequirements: "Accès par badge, intervention après 19h.",
};

async function storedCount() {
  const [row] = await getDb().select({ n: count() }).from(quoteRequests);
  return row?.n ?? 0;
}

const firstErrors = (state: { fieldErrors?: Record<string, string[]> }) =>
  Object.fromEntries(Object.entries(state.fieldErrors ?? {}).map(([key, messages]) => [key, messages[0]]));

describe("handleQuoteRequest", () => {
  beforeEach(async () => {
    await getDb().delete(quoteRequests);
  });

  it("goes from step 1 to step 2 and back, carrying every value", async () => {
    const next = await handleQuoteRequest(formPost("/quote", { ...customer, intent: "next" }));
    expect(next).toEqual({ status: 200, state: { step: 2, values: customer, fieldErrors: {} } });
    const back = await handleQuoteRequest(formPost("/quote", { ...customer, ...service, intent: "back" }));
    expect(back).toEqual({ status: 200, state: { step: 1, values: { ...customer, ...service }, fieldErrors: {} } });
    expect(await storedCount()).toBe(0);
  });

  it("keeps step 1 with French messages while its fields are invalid", async () => {
    const answer = await handleQuoteRequest(
      formPost("/quote", { ...customer, email: "marc", phone: "12", zipCode: "7".repeat(11), intent: "next" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.state.step).toBe(1);
    expect(firstErrors(answer.state as never)).toEqual({
      email: "Format d'email invalide",
      phone: "Format de téléphone invalide (format français attendu)",
      zipCode: "Ce champ ne peut pas dépasser 10 caractères",
    });
  });

  it("stores a complete request on submit and answers the confirmation", async () => {
    const answer = await handleQuoteRequest(formPost("/quote", { ...customer, ...service, intent: "submit" }));
    expect(answer).toEqual({ status: 200, state: { step: 3 } });
    const [row] = await getDb().select().from(quoteRequests);
    expect(row).toMatchObject({ ...customer, ...service, company: "Leroy & Fils", status: "new" });
  });

  it("stores empty optional fields as null", async () => {
    await handleQuoteRequest(
      formPost("/quote", {
        ...customer,
        ...service,
        company: "",
        startDate: "",
        specificRequirements: "",
        intent: "submit",
      }),
    );
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
      const answer = await handleQuoteRequest(formPost("/quote", fields));
      expect(answer.status).toBe(400);
      expect(answer.state).toMatchObject({
        step,
        failure: { code: "VALIDATION_ERROR", message: "Données du formulaire invalides" },
      });
      const errors = firstErrors(answer.state as never);
      for (const [field, message] of Object.entries(expected)) expect(errors[field]).toBe(message);
      expect(await storedCount()).toBe(0);
    });
  }

  it("sanitises what it stores", async () => {
    await handleQuoteRequest(
      formPost("/quote", {
        ...customer,
        ...service,
        specificRequirements: "<img src=x onerror=alert(1)> javascript:x",
        intent: "submit",
      }),
    );
    const [row] = await getDb().select().from(quoteRequests);
    expect(row?.specificRequirements).toBe("img src=x alert(1) x");
  });

  it("answers a filled honeypot with the confirmation but stores nothing", async () => {
    const answer = await handleQuoteRequest(
      formPost("/quote", { ...customer, ...service, website: "x", intent: "submit" }),
    );
    expect(answer.state).toEqual({ step: 3 });
    expect(await storedCount()).toBe(0);
  });

  it("rate-limits submissions per client", async () => {
    const client = nextClientAddress();
    for (let i = 0; i < 5; i++)
      expect(
        (await handleQuoteRequest(formPost("/quote", { ...customer, ...service, intent: "submit" }, client))).status,
      ).toBe(200);
    const refused = await handleQuoteRequest(formPost("/quote", { ...customer, ...service, intent: "submit" }, client));
    expect(refused).toMatchObject({
      status: 429,
      state: {
        step: 2,
        failure: {
          code: "RATE_LIMIT_EXCEEDED",
          message: "Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.",
        },
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

  it("is e-mailed to NOTIFY_EMAIL with the request's details", async () => {
    await getDb().delete(mailOutbox);
    await handleQuoteRequest(formPost("/quote", { ...customer, ...service, intent: "submit" }));
    await deliverPendingMail({ smtpUrl: smtp.url, from: "site@clarte-proprete.test", notifyEmail: NOTIFY });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]?.raw ?? "";
    expect(smtp.received[0]?.to).toEqual([NOTIFY]);
    expect(decodedHeader(mail, "Subject")).toBe("Nouvelle demande de devis : Marc Leroy (Leroy & Fils)");
    const body = decodedBody(mail);
    for (const text of [
      "Adresse : 12 rue de Rivoli, 75004 Paris",
      "Service : Nettoyage de bureaux",
      "Type de locaux : Bureaux",
      "Surface : 450 m²",
      "Fréquence : Hebdomadaire",
      "Date de début souhaitée : 2027-01-15",
      "Accès par badge, intervention après 19h.",
    ])
      expect(body).toContain(text);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox } from "../../../db/schema";
import { deliverPendingMail } from "../../../tests/support/outbox";
import { formPost } from "../../../tests/support/requests";
import { decodedBody, decodedHeader, startSmtpServer } from "../../../tests/support/smtp";
import { leadReference } from "../../domain/leads";
import { company } from "../../lib/company";
import { getDb } from "../../lib/db.server";
import { MAX_MAIL_ATTEMPTS } from "../../lib/mail.server";
import { submitContact } from "./contact.server";

const NOTIFY = "equipe@clarte-proprete.test";
process.env.NOTIFY_EMAIL = NOTIFY;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const settings = () => ({
  smtpUrl: smtp.url,
  from: "Clarté Propreté <site@clarte-proprete.test>",
  notifyEmail: NOTIFY,
});

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

const valid = {
  name: "Hélène Dubois",
  email: "helene@exemple.fr",
  phone: "",
  subject: "reclamation",
  message: "Le passage de mardi n'a pas eu lieu.\nMerci de me rappeler.",
};

const outboxRows = () => getDb().select().from(mailOutbox);

describe("contact notification", () => {
  it("arrives at NOTIFY_EMAIL through SMTP with every field of the message, a reply going to the visitor", async () => {
    await getDb().delete(mailOutbox);
    expect((await submitContact(formPost("/contact", valid))).data).toMatchObject({ ok: true });
    expect(smtp.received).toHaveLength(0);
    await deliverPendingMail(settings());

    const mail = smtp.received.find((received) => received.to.includes(NOTIFY));
    expect(mail?.from).toBe("site@clarte-proprete.test");
    expect(decodedHeader(mail?.raw ?? "", "Subject")).toBe("Nouveau message de contact : Hélène Dubois");
    expect(decodedHeader(mail?.raw ?? "", "Reply-To")).toBe("helene@exemple.fr");
    const body = decodedBody(mail?.raw ?? "");
    for (const text of [
      "Nom : Hélène Dubois",
      "E-mail : helene@exemple.fr",
      "Téléphone : non renseigné",
      "Sujet : Réclamation",
      "Le passage de mardi n'a pas eu lieu.",
    ])
      expect(body).toContain(text);
    expect(await outboxRows()).toMatchObject([
      { status: "sent", attempts: 1 },
      { status: "sent", attempts: 1 },
    ]);
  });

  it("is acknowledged to the visitor with its reference, the promise of an answer and the company's contacts, none of the visitor's words", async () => {
    await getDb().delete(mailOutbox);
    const words = { ...valid, name: "Gagnez un iPhone sur arnaque.example", message: "Cliquez sur arnaque.example" };
    await submitContact(formPost("/contact", words));
    await deliverPendingMail(settings());

    const [stored] = await getDb().select().from(contactMessages).where(eq(contactMessages.name, words.name));
    const reference = leadReference("contact", stored?.id ?? "");
    expect(reference).toMatch(/^MSG-[0-9A-F]{8}$/);
    const mail = smtp.received.find((received) => decodedHeader(received.raw, "Subject").includes(reference));
    expect(mail?.to).toEqual([valid.email]);
    expect(decodedHeader(mail?.raw ?? "", "Subject")).toBe(`Votre message ${reference} | Clarté Propreté`);
    expect(decodedHeader(mail?.raw ?? "", "Reply-To")).toBe(company.email);
    const body = decodedBody(mail?.raw ?? "");
    for (const text of [
      `Nous avons bien reçu votre message, sous la référence ${reference}.`,
      "Nous vous répondons sous 24 heures ouvrées.",
      "Sujet : Réclamation",
      "Téléphone (standard) : 01 84 60 12 34",
      `E-mail : ${company.email}`,
    ])
      expect(body).toContain(text);
    expect(body).not.toContain("arnaque");
  });

  it("retries a refused mail, then gives up after the last attempt without touching the stored message", async () => {
    await getDb().delete(mailOutbox);
    const before = smtp.received.length;
    smtp.state.failNext = 1;
    expect((await submitContact(formPost("/contact", { ...valid, name: "Retry" }))).data).toMatchObject({ ok: true });
    await deliverPendingMail(settings());
    const statuses = async () =>
      (await outboxRows())
        .map(({ status, attempts }) => `${status}/${attempts}`)
        .toSorted((a, b) => a.localeCompare(b));
    expect(await statuses()).toEqual(["pending/1", "sent/1"]);
    await deliverPendingMail(settings());
    expect(await statuses()).toEqual(["sent/1", "sent/2"]);
    expect((await outboxRows()).map((row) => row.lastError)).toEqual([null, null]);
    expect(smtp.received).toHaveLength(before + 2);

    await getDb().delete(mailOutbox);
    smtp.state.failNext = 2 * MAX_MAIL_ATTEMPTS;
    await submitContact(formPost("/contact", { ...valid, name: "Jamais" }));
    for (let i = 0; i < MAX_MAIL_ATTEMPTS + 2; i++) await deliverPendingMail(settings());
    for (const failed of await outboxRows()) {
      expect(failed).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
      expect(failed.lastError).toContain("Boîte pleine");
    }
    expect(await getDb().select().from(contactMessages).where(eq(contactMessages.name, "Jamais"))).toHaveLength(1);
  });

  it("without SMTP, writes the mail to the log and marks it logged", async () => {
    await getDb().delete(mailOutbox);
    await submitContact(formPost("/contact", { ...valid, name: "Sans SMTP" }));
    expect(await deliverPendingMail({ from: "x@y.fr", notifyEmail: NOTIFY })).toBe(2);
    expect(await outboxRows()).toMatchObject([{ status: "logged" }, { status: "logged" }]);
  });
});

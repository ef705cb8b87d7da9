import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../db/schema";
import { deliverPendingMail } from "../../../tests/support/outbox";
import { formPost } from "../../../tests/support/requests";
import { decodedBody, decodedHeader, startSmtpServer } from "../../../tests/support/smtp";
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

describe("contact notification", () => {
  it("arrives at NOTIFY_EMAIL through SMTP with every field of the message", async () => {
    expect((await submitContact(formPost("/contact", valid))).data).toMatchObject({ ok: true });
    expect(smtp.received).toHaveLength(0);
    await deliverPendingMail(settings());

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to).toEqual([NOTIFY]);
    expect(mail?.from).toBe("site@clarte-proprete.test");
    expect(decodedHeader(mail?.raw ?? "", "Subject")).toBe("Nouveau message de contact : Hélène Dubois");
    const body = decodedBody(mail?.raw ?? "");
    for (const text of [
      "Nom : Hélène Dubois",
      "E-mail : helene@exemple.fr",
      "Téléphone : non renseigné",
      "Sujet : Réclamation",
      "Le passage de mardi n'a pas eu lieu.",
    ])
      expect(body).toContain(text);
    const [row] = await getDb().select().from(mailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("retries a refused mail, then gives up after the last attempt without touching the stored message", async () => {
    await getDb().delete(mailOutbox);
    const before = smtp.received.length;
    smtp.state.failNext = 1;
    expect((await submitContact(formPost("/contact", { ...valid, name: "Retry" }))).data).toMatchObject({ ok: true });
    await deliverPendingMail(settings());
    expect((await getDb().select().from(mailOutbox))[0]).toMatchObject({ status: "pending", attempts: 1 });
    await deliverPendingMail(settings());
    expect((await getDb().select().from(mailOutbox))[0]).toMatchObject({
      status: "sent",
      attempts: 2,
      lastError: null,
    });
    expect(smtp.received).toHaveLength(before + 1);

    await getDb().delete(mailOutbox);
    smtp.state.failNext = MAX_MAIL_ATTEMPTS;
    await submitContact(formPost("/contact", { ...valid, name: "Jamais" }));
    for (let i = 0; i < MAX_MAIL_ATTEMPTS + 2; i++) await deliverPendingMail(settings());
    const [failed] = await getDb().select().from(mailOutbox);
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
    expect(failed?.lastError).toContain("Boîte pleine");
  });

  it("without SMTP, writes the mail to the log and marks it logged", async () => {
    await getDb().delete(mailOutbox);
    await submitContact(formPost("/contact", { ...valid, name: "Sans SMTP" }));
    expect(await deliverPendingMail({ from: "x@y.fr", notifyEmail: NOTIFY })).toBe(1);
    expect((await getDb().select().from(mailOutbox))[0]).toMatchObject({ status: "logged" });
  });
});

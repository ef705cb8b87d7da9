import { eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mailOutbox, verification } from "../../../db/schema";
import { deliverPendingMail } from "../../../tests/support/outbox";
import { formPost } from "../../../tests/support/requests";
import { canSignIn } from "../../../tests/support/sessions";
import { decodedBody, decodedHeader } from "../../../tests/support/smtp";
import { smtpSinkPerTest } from "../../../tests/support/smtp-sink";
import { getAuth } from "../../lib/auth.server";
import { getDb } from "../../lib/db.server";
import { findPasswordLink } from "../../lib/password-links.server";
import {
  PASSWORD_RESET_JOB,
  requestPasswordReset,
  resetPasswordWithLink,
  sendPasswordResetLink,
} from "./password-reset.server";

// The jobs the requests queue, kept here instead of going to a queue (none runs in these tests).
const queued = vi.hoisted(() => [] as Array<{ name: string; data: object }>);
vi.mock("../../lib/jobs.server", async (original) => ({
  ...(await original<typeof import("../../lib/jobs.server")>()),
  sendJob: async (name: string, data: object) => {
    queued.push({ name, data });
    return null;
  },
}));

beforeEach(() => {
  queued.length = 0;
});

const smtp = smtpSinkPerTest();

let counter = 0;
async function newAccount(role = "employee", password = "Glycine-Ardoise-7") {
  counter += 1;
  const email = `reset-${counter}@exemple.fr`;
  await getAuth().api.createUser({
    body: { email, password, name: "Inès Roy", role: role as "employee", data: { firstName: "Inès", lastName: "Roy" } },
  });
  return { email, password };
}

/** Asks for a link as the form does, then runs the reset jobs it queued, as the queue would. */
async function ask(email: string, client?: string) {
  const answer = await requestPasswordReset(formPost("/auth/forgot-password", {}, client), email);
  for (const job of queued.splice(0)) {
    if (job.name === PASSWORD_RESET_JOB) await sendPasswordResetLink((job.data as { email: string }).email);
  }
  return answer;
}

async function tokenFromOutbox(to: string): Promise<string> {
  const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`aucun lien pour ${to}`);
  return token;
}

describe("password reset", () => {
  it("queues one mail with a one-hour link, sent by the mail job, text and HTML", async () => {
    const { email } = await newAccount();
    expect(await ask(email)).toEqual({ throttled: false });
    const rows = await getDb().select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: email, status: "pending" });
    await deliverPendingMail({ smtpUrl: smtp.url, from: "site@clarte-proprete.test", notifyEmail: "x@exemple.fr" });
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0]?.raw ?? "";
    expect(decodedHeader(raw, "Subject")).toBe("Réinitialisation de votre mot de passe Clarté Propreté");
    const body = decodedBody(raw);
    expect(body).toMatch(/\/auth\/reset-password\?token=[\w-]+/);
    expect(body).toContain("Content-Type: text/html");
    expect(body).toContain("25 rue de la Folie-Méricourt, 75011 Paris");
    const [link] = await getDb().select().from(verification).where(like(verification.identifier, "reset-password:%"));
    const lifetime = (link?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
  });

  it("does the same work for a known and an unknown address: one job queued, no link or mail made", async () => {
    const { email } = await newAccount();
    const links = (await getDb().select().from(verification)).length;
    const mails = (await getDb().select().from(mailOutbox)).length;
    const known = await requestPasswordReset(formPost("/auth/forgot-password", {}), email);
    const unknown = await requestPasswordReset(formPost("/auth/forgot-password", {}), "inconnue@exemple.fr");
    expect(unknown).toEqual(known);
    expect(queued).toEqual([
      { name: PASSWORD_RESET_JOB, data: { email } },
      { name: PASSWORD_RESET_JOB, data: { email: "inconnue@exemple.fr" } },
    ]);
    expect(await getDb().select().from(verification)).toHaveLength(links);
    expect(await getDb().select().from(mailOutbox)).toHaveLength(mails);
  });

  it("answers an unknown address the same way, and sends nothing", async () => {
    expect(await ask("personne@exemple.fr")).toEqual({ throttled: false });
    expect(await getDb().select().from(mailOutbox)).toHaveLength(0);
  });

  it("limits requests per address and per client, known address or not", async () => {
    for (let i = 0; i < 3; i++) expect(await ask("limite@exemple.fr")).toEqual({ throttled: false });
    expect(await ask("limite@exemple.fr")).toEqual({ throttled: true });
    const client = "198.51.100.77";
    for (let i = 0; i < 10; i++) expect(await ask(`client-${i}@exemple.fr`, client)).toEqual({ throttled: false });
    expect(await ask("client-11@exemple.fr", client)).toEqual({ throttled: true });
  });

  it("sets the password once: the link then refuses, and the password stays the one chosen", async () => {
    const { email, password } = await newAccount();
    await ask(email);
    const token = await tokenFromOutbox(email);
    expect(await findPasswordLink(token)).toMatchObject({ email, invitation: false });
    expect(await resetPasswordWithLink(token, "Pivoine-Lavande-42")).toEqual({ ok: true });
    expect(await canSignIn(email, "Pivoine-Lavande-42")).toBe(true);
    expect(await canSignIn(email, password)).toBe(false);
    expect(await resetPasswordWithLink(token, "Autre-Chose-Encore-9")).toEqual({ ok: false, reason: "link" });
    expect(await canSignIn(email, "Pivoine-Lavande-42")).toBe(true);
  });

  it("refuses an expired or forged link and changes nothing", async () => {
    const { email, password } = await newAccount();
    await ask(email);
    const token = await tokenFromOutbox(email);
    await getDb()
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect(await findPasswordLink(token)).toBeNull();
    expect(await resetPasswordWithLink(token, "Pivoine-Lavande-42")).toEqual({ ok: false, reason: "link" });
    expect(await resetPasswordWithLink("forge-de-toutes-pieces", "Pivoine-Lavande-42")).toEqual({
      ok: false,
      reason: "link",
    });
    expect(await canSignIn(email, password)).toBe(true);
  });

  it("holds an admin to the admins' policy, and keeps the link for a second try", async () => {
    const { email } = await newAccount("admin", "Glycine-Ardoise-Vingt-7");
    await ask(email);
    const token = await tokenFromOutbox(email);
    expect(await resetPasswordWithLink(token, "Court-a-7")).toEqual({
      ok: false,
      reason: "password",
      message: "Le mot de passe d'un administrateur doit contenir au moins 12 caractères",
    });
    expect(await resetPasswordWithLink(token, "Glycine-Ardoise-Trente-8")).toEqual({ ok: true });
  });

  it("ends the account's sessions when the password is reset", async () => {
    const { email, password } = await newAccount();
    const signedIn = await getAuth().api.signInEmail({ body: { email, password }, returnHeaders: true });
    const cookie = signedIn.headers.get("set-cookie")?.split(";")[0] ?? "";
    await ask(email);
    await resetPasswordWithLink(await tokenFromOutbox(email), "Pivoine-Lavande-42");
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  });
});

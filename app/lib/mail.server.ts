import { randomUUID } from "node:crypto";
import { and, asc, eq, lt } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { mailOutbox } from "../../db/schema";
import type { MailAttachment } from "../domain/mail-attachment";
import { company } from "./company";
import { type Database, getDb, type Tx } from "./db.server";
import { getEnv } from "./env.server";
import { sendJob } from "./jobs.server";
import { errorText, getLogger } from "./logger.server";
import { getMetrics } from "./metrics.server";

export interface MailSettings {
  /** smtp://… ; absent: mail is only written to the outbox and the log. */
  smtpUrl?: string;
  from: string;
  /** Where new leads are announced. */
  notifyEmail: string;
}

export interface Mail {
  to: string;
  /** Where a reply goes, when not to the sender (the lead's visitor). */
  replyTo?: string;
  subject: string;
  text: string;
  /** The same content as HTML (see composeMail); mail without it is sent as text only. */
  html?: string;
  attachments?: MailAttachment[];
}

/** Attempts per mail before it is marked failed. */
export const MAX_MAIL_ATTEMPTS = 5;

export const MAIL_JOB = "mail.deliver";
export const MAIL_SWEEP_JOB = "mail.sweep";

export function mailSettings(): MailSettings {
  const env = getEnv();
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, notifyEmail: env.NOTIFY_EMAIL ?? company.email };
}

/** Line breaks in a header would let a visitor add headers of their own. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Writes a mail to the outbox (to the lead notification address unless `to` is given) and queues its delivery job.
 * Called after the change it reports is committed; a failure here is logged and never reaches the person who made it.
 */
export async function queueMail(mail: Omit<Mail, "to"> & { to?: string }): Promise<void> {
  try {
    const id = await writeMail(getDb(), { ...mail, to: mail.to ?? mailSettings().notifyEmail });
    await deliverSoon([id]);
  } catch (error) {
    getLogger().error({ err: error }, `Courriel non mis en file : ${errorText(error)}`);
  }
}

/**
 * Writes a mail to the outbox in the caller's transaction, so that it exists exactly when the change it reports does;
 * `deliverSoon` queues it once that transaction has committed. Returns the mail's id.
 */
export async function writeMail(db: Database | Tx, mail: Mail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      replyTo: mail.replyTo ? oneLine(mail.replyTo) : null,
      subject: oneLine(mail.subject),
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("Courriel non écrit");
  return row.id;
}

/** The delivery priority of mails that must reach someone before a shift starts: they pass a backlog of others. */
export const URGENT_MAIL_PRIORITY = 10;

/**
 * Queues the delivery of mails written to the outbox: sent within seconds, outside any batch; `urgent` ones (offers of
 * a shift about to start and their answers) before any other mail waiting.
 */
export async function deliverSoon(mailIds: readonly string[], { urgent = false } = {}): Promise<void> {
  for (const id of mailIds)
    await sendJob(MAIL_JOB, { mailId: id }, { id, ...(urgent ? { priority: URGENT_MAIL_PRIORITY } : {}) });
}

const transports = new Map<string, Transporter>();

/** nodemailer loads at the first mail, not with the site: its modules are a tenth of a second of every start. */
async function transportFor(smtpUrl: string): Promise<Transporter> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    const { default: nodemailer } = await import("nodemailer");
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** The same Message-ID on every attempt, so that a mail sent twice (a server killed mid-send) is seen once. */
export function messageIdOf(mailId: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
  return `<${mailId}@${domain}>`;
}

export class MailNotDelivered extends Error {}

/**
 * One attempt at one mail: sent through SMTP when configured, otherwise kept in the outbox and logged. A refused send is counted and thrown
 * (the queue retries it with backoff) until MAX_MAIL_ATTEMPTS, then the mail is marked failed. Anything but a pending
 * mail is left alone, so a job that runs again after a crash never sends a delivered mail twice.
 */
export async function deliverMail(mailId: string, settings: MailSettings = mailSettings()): Promise<void> {
  const db = getDb();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, "pending")));
  if (!mail) return;
  if (!settings.smtpUrl) {
    // The text stays in the outbox table: it may hold a password link, which never goes to the log.
    getLogger().info(
      { mailId: mail.id, to: mail.to, subject: mail.subject },
      "Courriel (sans SMTP) gardé dans la table mail_outbox",
    );
    await db
      .update(mailOutbox)
      .set({ status: "logged", attempts: mail.attempts + 1, sentAt: new Date() })
      .where(eq(mailOutbox.id, mail.id));
    return;
  }
  try {
    await (await transportFor(settings.smtpUrl)).sendMail({
      from: settings.from,
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      messageId: messageIdOf(mail.id, settings.from),
    });
  } catch (error) {
    const attempts = mail.attempts + 1;
    const message = (error as Error).message;
    await db
      .update(mailOutbox)
      .set({
        attempts,
        status: attempts >= MAX_MAIL_ATTEMPTS ? "failed" : "pending",
        lastError: message.slice(0, 1000),
      })
      .where(eq(mailOutbox.id, mail.id));
    getMetrics().mailFailures.inc({ final: String(attempts >= MAX_MAIL_ATTEMPTS) });
    getLogger().error(
      { mailId: mail.id, attempts },
      `Envoi du courriel ${mail.id} échoué (tentative ${attempts}) : ${message}`,
    );
    if (attempts < MAX_MAIL_ATTEMPTS) throw new MailNotDelivered(message);
    return;
  }
  await db
    .update(mailOutbox)
    .set({ status: "sent", attempts: mail.attempts + 1, sentAt: new Date(), lastError: null })
    .where(eq(mailOutbox.id, mail.id));
}

/**
 * Queues a delivery job for every pending mail that has none (one written while no queue ran, or whose job was lost);
 * a mail's job has the mail's id, so a mail already queued is not queued twice.
 */
export async function queueUnsentMail(): Promise<number> {
  const pending = await getDb()
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lt(mailOutbox.attempts, MAX_MAIL_ATTEMPTS)))
    .orderBy(asc(mailOutbox.createdAt));
  let queued = 0;
  for (const { id } of pending) if (await sendJob(MAIL_JOB, { mailId: id }, { id })) queued++;
  return queued;
}

/**
 * Gives a failed mail a new round of attempts (an admin's "Renvoyer"): back to pending with its count at zero, and
 * a new delivery job (its first job, done with, keeps the mail's id). Returns false when the mail is not failed.
 */
export async function requeueFailedMail(mailId: string): Promise<boolean> {
  const [row] = await getDb()
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0 })
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, "failed")))
    .returning({ id: mailOutbox.id });
  if (!row) return false;
  await sendJob(MAIL_JOB, { mailId: row.id }, { id: randomUUID() });
  return true;
}

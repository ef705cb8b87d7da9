import { and, asc, eq, lt, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { mailOutbox } from "../../db/schema";
import { company } from "./company";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";

export interface MailSettings {
  /** smtp://… ; absent: mail is only written to the outbox and the log. */
  smtpUrl?: string;
  from: string;
  /** Where new leads are announced. */
  notifyEmail: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Attempts per mail before it is marked failed. */
export const MAX_MAIL_ATTEMPTS = 5;
const DELIVERY_INTERVAL_MS = 30_000;
const BATCH_SIZE = 20;

export function mailSettings(): MailSettings {
  const env = getEnv();
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, notifyEmail: env.NOTIFY_EMAIL ?? company.email };
}

/** Line breaks in a header would let a visitor add headers of their own. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Writes a mail to the outbox (to the lead notification address unless `to` is given), to be delivered by the
 * background loop. Called after the lead is committed; a failure
 * here is logged and never reaches the visitor.
 */
export async function queueMail(mail: Omit<Mail, "to"> & { to?: string }): Promise<void> {
  try {
    const to = mail.to ?? mailSettings().notifyEmail;
    await getDb()
      .insert(mailOutbox)
      .values({ to, subject: oneLine(mail.subject), text: mail.text });
    wakeDelivery();
  } catch (error) {
    console.error("Courriel non mis en file :", (error as Error).message);
  }
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Delivers the pending mail once: sent through SMTP when configured, otherwise logged. A failed send is retried on the
 * next run until MAX_MAIL_ATTEMPTS, then marked failed. Returns how many mails were handled.
 */
export async function deliverPendingMail(settings: MailSettings = mailSettings()): Promise<number> {
  const db = getDb();
  const pending = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lt(mailOutbox.attempts, MAX_MAIL_ATTEMPTS)))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(BATCH_SIZE);
  for (const mail of pending) {
    if (!settings.smtpUrl) {
      console.log(`Courriel (sans SMTP) pour ${mail.to} : ${mail.subject}\n${mail.text}`);
      await db
        .update(mailOutbox)
        .set({ status: "logged", attempts: mail.attempts + 1, sentAt: new Date() })
        .where(eq(mailOutbox.id, mail.id));
      continue;
    }
    try {
      await transportFor(settings.smtpUrl).sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", attempts: mail.attempts + 1, sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          status: attempts >= MAX_MAIL_ATTEMPTS ? "failed" : "pending",
          lastError: (error as Error).message.slice(0, 1000),
        })
        .where(eq(mailOutbox.id, mail.id));
      console.error(`Envoi du courriel ${mail.id} échoué (tentative ${attempts}) :`, (error as Error).message);
    }
  }
  return pending.length;
}

/** Counts the outbox by status (for tests and the health of the delivery). */
export async function outboxCounts(): Promise<Record<string, number>> {
  const rows = await getDb()
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

let loop: { running: boolean; again: boolean; timer: NodeJS.Timeout } | undefined;

async function runDelivery() {
  if (!loop) return;
  if (loop.running) {
    loop.again = true;
    return;
  }
  loop.running = true;
  try {
    do {
      loop.again = false;
      await deliverPendingMail();
    } while (loop?.again);
  } catch (error) {
    console.error("Distribution des courriels :", (error as Error).message);
  } finally {
    if (loop) loop.running = false;
  }
}

/** Asks the running delivery loop to look at the outbox now rather than at its next tick. */
function wakeDelivery() {
  if (loop) setImmediate(runDelivery);
}

/** Starts delivering the outbox in the background (the server calls it); returns the function that stops it. */
export function startMailDelivery(): () => void {
  loop = { running: false, again: false, timer: setInterval(runDelivery, DELIVERY_INTERVAL_MS) };
  loop.timer.unref();
  setImmediate(runDelivery);
  return () => {
    if (loop) clearInterval(loop.timer);
    loop = undefined;
  };
}

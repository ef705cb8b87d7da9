import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { calendarParts, decodedBody, decodedHeader } from "../support/smtp";

export interface ReceivedMail {
  subject: string;
  /** The Reply-To header; empty when there is none. */
  replyTo: string;
  body: string;
  /** The calendar files attached, decoded. */
  calendars: Array<{ contentType: string; text: string }>;
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR manquant (playwright.config.ts)");
  return dir;
}

/** Every mail the end-to-end server's SMTP sink received for that address, oldest first. */
export function mailsTo(address: string): ReceivedMail[] {
  return readdirSync(mailDir())
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(mailDir(), name), "utf8")) as { to: string[]; raw: string })
    .filter((mail) => mail.to.includes(address))
    .map((mail) => ({
      subject: decodedHeader(mail.raw, "Subject"),
      replyTo: decodedHeader(mail.raw, "Reply-To"),
      body: decodedBody(mail.raw),
      calendars: calendarParts(mail.raw),
    }));
}

/** Waits for the `count`-th mail to that address (the mail job sends it within seconds) and returns it. */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail> {
  await expect.poll(() => mailsTo(address).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return mailsTo(address)[count - 1] as ReceivedMail;
}

/**
 * Waits for a mail to that address whose subject matches, and returns it: a manager's mailbox also receives what
 * other tests' shifts send every manager (no-shows, sick calls).
 */
export async function waitForMailAbout(address: string, subject: RegExp): Promise<ReceivedMail> {
  const matching = () => mailsTo(address).find((mail) => subject.test(mail.subject));
  await expect.poll(() => matching()?.subject ?? null, { timeout: 20_000 }).toMatch(subject);
  return matching() as ReceivedMail;
}

/** The part of a staff page a mail links to: `/admin#non-pointes` for a manager, `/my-schedule#mes-echanges`. */
export function pageLinkIn(mail: ReceivedMail, page: "/admin" | "/my-schedule"): string {
  const link = new RegExp(`${page}#[\\w-]+`).exec(mail.body)?.[0];
  if (!link) throw new Error(`aucun lien vers ${page} dans « ${mail.subject} »`);
  return link;
}

/** The path (with its token) of the password link a mail carries. */
export function passwordLinkIn(mail: ReceivedMail): string {
  const link = /\/auth\/reset-password\?token=[\w-]+/.exec(mail.body)?.[0];
  if (!link) throw new Error(`aucun lien dans « ${mail.subject} »`);
  return link;
}

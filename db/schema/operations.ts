import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { MailAttachment } from "../../app/domain/mail-attachment";
import { createdAt, instant, uuidPrimaryKey } from "./columns";

// One row per accepted attempt; a sliding window counts the rows of a key.
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: uuidPrimaryKey(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("rate_limit_hits_key_created_at_idx").on(t.key, t.createdAt)],
);

export const MAIL_STATUSES = ["pending", "sent", "failed", "logged"] as const;

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuidPrimaryKey(),
    to: text("to").notNull(),
    /** Where a reply goes, when not to the sender: the visitor, on the mail announcing their lead. */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    status: text("status").$type<(typeof MAIL_STATUSES)[number]>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: instant("sent_at"),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed', 'logged')`),
    index("mail_outbox_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * One row counting the writes to what the labour rules, the staff home and the week grids read: plannings, series,
 * assignments, shifts to replace, absences, contracts, accounts and sites. The triggers of migrations 0013 and 0014
 * add one per statement inside the writing transaction, so that a reader never sees the count move without the data. A view derived from those tables
 * and keyed by the count is recomputed only after a change.
 */
export const dataVersion = pgTable(
  "data_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("data_version_single_row", sql`${t.id} = 1`)],
);

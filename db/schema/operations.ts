import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { MailAttachment } from "../../app/domain/mail-attachment";
import { createdAt, uuidPrimaryKey } from "./columns";

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
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    status: text("status").$type<(typeof MAIL_STATUSES)[number]>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed', 'logged')`),
    index("mail_outbox_status_idx").on(t.status, t.createdAt),
  ],
);

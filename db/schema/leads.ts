import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

export const LEAD_STATUSES = ["new", "in_progress", "done", "archived"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const CONTACT_SUBJECTS = ["devis", "info", "reclamation", "autre"] as const;
export const SERVICE_TYPES = [
  "bureaux",
  "magasins",
  "industriel",
  "immeubles",
  "restaurants",
  "vitres",
  "medical",
  "ponctuel",
] as const;
export const PROPERTY_TYPES = ["bureau", "commerce", "restaurant", "usine", "immeuble", "medical", "autre"] as const;
export const FREQUENCIES = ["quotidienne", "hebdomadaire", "bihebdomadaire", "mensuelle", "ponctuelle"] as const;

const statusCheck = (name: string, column: unknown) =>
  check(name, sql`${column} in ('new', 'in_progress', 'done', 'archived')`);

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 20 }),
    subject: varchar("subject", { length: 200 }).notNull(),
    message: varchar("message", { length: 2000 }).notNull(),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    note: varchar("note", { length: 2000 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck("contact_messages_status_check", t.status),
    check("contact_messages_subject_check", sql`${t.subject} in (${inList(CONTACT_SUBJECTS)})`),
    index("contact_messages_created_at_idx").on(t.createdAt),
  ],
);

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 20 }).notNull(),
    company: varchar("company", { length: 200 }),
    address: varchar("address", { length: 300 }).notNull(),
    city: varchar("city", { length: 100 }).notNull(),
    zipCode: varchar("zip_code", { length: 10 }).notNull(),
    serviceType: text("service_type").notNull(),
    propertyType: text("property_type").notNull(),
    area: varchar("area", { length: 50 }).notNull(),
    frequency: text("frequency").notNull(),
    startDate: date("start_date"),
    specificRequirements: varchar("specific_requirements", { length: 2000 }),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    note: varchar("note", { length: 2000 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck("quote_requests_status_check", t.status),
    check("quote_requests_service_type_check", sql`${t.serviceType} in (${inList(SERVICE_TYPES)})`),
    check("quote_requests_property_type_check", sql`${t.propertyType} in (${inList(PROPERTY_TYPES)})`),
    check("quote_requests_frequency_check", sql`${t.frequency} in (${inList(FREQUENCIES)})`),
    index("quote_requests_created_at_idx").on(t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 254 }).notNull().unique(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    note: varchar("note", { length: 2000 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck("newsletter_subscribers_status_check", t.status),
    index("newsletter_subscribers_created_at_idx").on(t.createdAt),
  ],
);

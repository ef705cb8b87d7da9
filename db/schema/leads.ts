import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import { CONTACT_SUBJECTS, FREQUENCIES, LEAD_STATUSES, type LeadStatus, PROPERTY_TYPES } from "../../app/domain/enums";
import { LEAD_LIMITS } from "../../app/domain/leads";
import { SERVICE_TYPES } from "../../app/domain/services";
import { clients } from "./clients";
import { inList, instant, timestamps, uuidPrimaryKey } from "./columns";
import { sites } from "./plannings";

/** A lead's status is one of the inbox's. */
export const statusCheck = (name: string, column: unknown) => check(name, sql`${column} in (${inList(LEAD_STATUSES)})`);

/** How staff follow a lead up in the inbox: its status and their internal note. */
export const leadFollowUp = () => ({
  status: text("status").$type<LeadStatus>().notNull().default("new"),
  note: varchar("note", { length: LEAD_LIMITS.note }).notNull().default(""),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuidPrimaryKey(),
    name: varchar("name", { length: LEAD_LIMITS.name }).notNull(),
    email: varchar("email", { length: LEAD_LIMITS.email }).notNull(),
    phone: varchar("phone", { length: LEAD_LIMITS.phone }),
    subject: varchar("subject", { length: LEAD_LIMITS.subject }).notNull(),
    message: varchar("message", { length: LEAD_LIMITS.message }).notNull(),
    ...leadFollowUp(),
    ...timestamps(),
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
    id: uuidPrimaryKey(),
    name: varchar("name", { length: LEAD_LIMITS.name }).notNull(),
    email: varchar("email", { length: LEAD_LIMITS.email }).notNull(),
    phone: varchar("phone", { length: LEAD_LIMITS.phone }).notNull(),
    company: varchar("company", { length: LEAD_LIMITS.company }),
    address: varchar("address", { length: LEAD_LIMITS.address }).notNull(),
    city: varchar("city", { length: LEAD_LIMITS.city }).notNull(),
    zipCode: varchar("zip_code", { length: LEAD_LIMITS.zipCode }).notNull(),
    serviceType: text("service_type").notNull(),
    propertyType: text("property_type").notNull(),
    area: varchar("area", { length: LEAD_LIMITS.area }).notNull(),
    frequency: text("frequency").notNull(),
    startDate: date("start_date"),
    specificRequirements: varchar("specific_requirements", { length: LEAD_LIMITS.specificRequirements }),
    ...leadFollowUp(),
    /** The client and the site « Créer le client » made of it; null until then (*converti* once set). */
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    siteId: uuid("site_id").references(() => sites.id, { onDelete: "set null" }),
    convertedAt: instant("converted_at"),
    ...timestamps(),
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
    id: uuidPrimaryKey(),
    email: varchar("email", { length: LEAD_LIMITS.email }).notNull().unique(),
    consentedAt: instant("consented_at").notNull().defaultNow(),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    unsubscribedAt: instant("unsubscribed_at"),
    ...leadFollowUp(),
    ...timestamps(),
  },
  (t) => [
    statusCheck("newsletter_subscribers_status_check", t.status),
    index("newsletter_subscribers_created_at_idx").on(t.createdAt),
  ],
);

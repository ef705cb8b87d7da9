import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, varchar } from "drizzle-orm/pg-core";
import { CLIENT_REQUEST_MESSAGE_MAX } from "../../app/domain/client-requests";
import { CLIENT_REQUEST_KINDS } from "../../app/domain/enums";
import { user } from "./auth";
import { clientContacts, clients } from "./clients";
import { bytea, inList, instant, ownerReference, timestamps, uuidPrimaryKey } from "./columns";
import { leadFollowUp, statusCheck } from "./leads";
import { sites } from "./plannings";

/** The sites a contact sees in the portal: some or all of their client's (docs/decisions/062-client-portal.md). */
export const clientContactSites = pgTable(
  "client_contact_sites",
  {
    contactId: ownerReference("contact_id", () => clientContacts.id).notNull(),
    siteId: ownerReference("site_id", () => sites.id).notNull(),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.siteId] }), index("client_contact_sites_site_idx").on(t.siteId)],
);

/** A request sent from the portal: it is followed up in the staff inbox, and its status is shown to the client. */
export const clientRequests = pgTable(
  "client_requests",
  {
    id: uuidPrimaryKey(),
    clientId: ownerReference("client_id", () => clients.id).notNull(),
    siteId: ownerReference("site_id", () => sites.id).notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** Who sent it, kept when the account is gone. */
    authorName: varchar("author_name", { length: 200 }).notNull(),
    authorEmail: varchar("author_email", { length: 254 }).notNull(),
    kind: text("kind").notNull(),
    message: varchar("message", { length: CLIENT_REQUEST_MESSAGE_MAX }).notNull(),
    /** The photo as stored: re-encoded JPEG without metadata. */
    photo: bytea("photo"),
    ...leadFollowUp(),
    ...timestamps(),
  },
  (t) => [
    statusCheck("client_requests_status_check", t.status),
    check("client_requests_kind_check", sql`${t.kind} in (${inList(CLIENT_REQUEST_KINDS)})`),
    index("client_requests_site_idx").on(t.siteId, t.createdAt),
    index("client_requests_created_at_idx").on(t.createdAt),
  ],
);

/** A site's monthly report once mailed to its contacts: the first of the month mails each month once. */
export const siteReportMailings = pgTable(
  "site_report_mailings",
  {
    siteId: ownerReference("site_id", () => sites.id).notNull(),
    /** YYYY-MM. */
    month: varchar("month", { length: 7 }).notNull(),
    mailedAt: instant("mailed_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.month] })],
);

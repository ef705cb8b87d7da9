import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { CV_TYPES, type CvType } from "../../app/domain/cv-formats";
import { LEAD_LIMITS } from "../../app/domain/leads";
import { bytea, inList, instant, ownerReference, timestamps, uuidPrimaryKey } from "./columns";
import { leadFollowUp, statusCheck } from "./leads";

/** A job application from /job-offers/{id}; deleted two years after it was received (docs/decisions/027-job-applications.md). */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuidPrimaryKey(),
    offerId: text("offer_id").notNull(),
    offerTitle: varchar("offer_title", { length: 200 }).notNull(),
    name: varchar("name", { length: LEAD_LIMITS.name }).notNull(),
    email: varchar("email", { length: LEAD_LIMITS.email }).notNull(),
    phone: varchar("phone", { length: LEAD_LIMITS.phone }).notNull(),
    message: varchar("message", { length: LEAD_LIMITS.message }),
    consentedAt: instant("consented_at").notNull().defaultNow(),
    ...leadFollowUp(),
    ...timestamps(),
  },
  (t) => [
    statusCheck("job_applications_status_check", t.status),
    index("job_applications_created_at_idx").on(t.createdAt),
  ],
);

/** The CV of an application, apart so that lists and exports never read its bytes; it goes with its application. */
export const applicationCvs = pgTable(
  "application_cvs",
  {
    applicationId: ownerReference("application_id", () => jobApplications.id).primaryKey(),
    type: text("type").$type<CvType>().notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [check("application_cvs_type_check", sql`${t.type} in (${inList(CV_TYPES)})`)],
);

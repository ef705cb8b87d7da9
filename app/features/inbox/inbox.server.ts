import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  clientRequests,
  contactMessages,
  jobApplications,
  newsletterSubscribers,
  quoteRequests,
} from "../../../db/schema";
import type { LeadStatus } from "../../domain/enums";
import { LEAD_TYPES, type LeadType } from "../../domain/enums";
import { getDb, queryRows } from "../../lib/db.server";
import { INBOX_PAGE_SIZE } from "./inbox";
import type { InboxFilters } from "./inbox.schema";
import { exportClientRequests, requestListPart } from "./request-leads.server";

export interface InboxRow {
  type: LeadType;
  id: string;
  createdAt: Date;
  status: LeadStatus;
  name: string | null;
  email: string;
  summary: string | null;
}

const tables = {
  contact: contactMessages,
  quote: quoteRequests,
  newsletter: newsletterSubscribers,
  application: jobApplications,
  request: clientRequests,
} as const;

function listPart(type: LeadType, status: InboxFilters["status"]): SQL {
  const where = status === "all" ? sql`` : sql` where status = ${status}`;
  switch (type) {
    case "contact":
      return sql`select 'contact' as type, id, created_at, status, name, email, subject as summary from contact_messages${where}`;
    case "quote":
      return sql`select 'quote' as type, id, created_at, status, name, email, service_type as summary from quote_requests${where}`;
    case "newsletter":
      return sql`select 'newsletter' as type, id, created_at, status, null as name, email, case when unsubscribed_at is null then 'subscribed' else 'unsubscribed' end as summary from newsletter_subscribers${where}`;
    case "application":
      return sql`select 'application' as type, id, created_at, status, name, email, offer_title as summary from job_applications${where}`;
    case "request":
      return requestListPart(where);
  }
}

/** Every kind of lead in one list, newest first, one page of it. */
export async function listLeads(filters: InboxFilters, pageSize = INBOX_PAGE_SIZE) {
  const types: LeadType[] = filters.type === "all" ? [...LEAD_TYPES] : [filters.type];
  const union = sql.join(
    types.map((type) => listPart(type, filters.status)),
    sql` union all `,
  );
  const [counted] = await queryRows<{ total: number | string }>(sql`select count(*) as total from (${union}) as leads`);
  const total = Number(counted?.total ?? 0);
  const rows = await queryRows<{
    type: LeadType;
    id: string;
    created_at: string | Date;
    status: LeadStatus;
    name: string | null;
    email: string;
    summary: string | null;
  }>(
    sql`select * from (${union}) as leads order by created_at desc, id desc limit ${pageSize} offset ${(filters.page - 1) * pageSize}`,
  );
  return {
    total,
    rows: rows.map(
      (row): InboxRow => ({
        type: row.type,
        id: row.id,
        createdAt: new Date(row.created_at),
        status: row.status,
        name: row.name,
        email: row.email,
        summary: row.summary,
      }),
    ),
  };
}

export async function getContactMessage(id: string) {
  const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

export async function getQuoteRequest(id: string) {
  const [row] = await getDb().select().from(quoteRequests).where(eq(quoteRequests.id, id));
  return row ?? null;
}

export async function getSubscriber(id: string) {
  const [row] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row ?? null;
}

/** Sets a lead's status and internal note; false when it does not exist. */
export async function updateLead(type: LeadType, id: string, change: { status: LeadStatus; note: string }) {
  const table = tables[type];
  const updated = await getDb()
    .update(table)
    .set({ status: change.status, note: change.note, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return updated.length > 0;
}

/** Every row of one type (optionally of one status), newest first, for the CSV export. */
export async function exportRows(type: LeadType, status: InboxFilters["status"]) {
  const table = tables[type];
  const where = status === "all" ? undefined : and(eq(table.status, status));
  switch (type) {
    case "contact":
      return getDb().select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt));
    case "quote":
      return getDb().select().from(quoteRequests).where(where).orderBy(desc(quoteRequests.createdAt));
    case "newsletter":
      return getDb().select().from(newsletterSubscribers).where(where).orderBy(desc(newsletterSubscribers.createdAt));
    case "application":
      return getDb().select().from(jobApplications).where(where).orderBy(desc(jobApplications.createdAt));
    case "request":
      return exportClientRequests(status);
  }
}

/** Contact messages, quote requests, job applications and client requests nobody has looked at yet: the staff nav's badge. */
export async function countNewLeads(): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    sql`select (select count(*) from contact_messages where status = 'new') + (select count(*) from quote_requests where status = 'new') + (select count(*) from job_applications where status = 'new') + (select count(*) from client_requests where status = 'new') as total`,
  );
  return Number(row?.total ?? 0);
}

import { desc, eq, type SQL, sql } from "drizzle-orm";
import { clientRequests, clients, sites } from "../../../db/schema";
import { CLIENT_REQUEST_KIND_LABELS, CLIENT_REQUEST_KINDS } from "../../domain/enums";
import { getDb } from "../../lib/db.server";
import { isUuid } from "../../lib/uuid";
import type { InboxFilters } from "./inbox.schema";

/** A client's request as the inbox reads it: its site and client by name, its photo only said to be there. */
const requestLeadColumns = {
  id: clientRequests.id,
  siteName: sites.name,
  clientName: clients.name,
  // Named as every lead's author is, so that a request reads as one of them.
  name: clientRequests.authorName,
  email: clientRequests.authorEmail,
  kind: clientRequests.kind,
  message: clientRequests.message,
  hasPhoto: sql<boolean>`${clientRequests.photo} is not null`,
  status: clientRequests.status,
  note: clientRequests.note,
  createdAt: clientRequests.createdAt,
  updatedAt: clientRequests.updatedAt,
};

export type RequestLeadRow = Awaited<ReturnType<typeof requestLeads>>[number];

function requestLeads() {
  return getDb()
    .select(requestLeadColumns)
    .from(clientRequests)
    .innerJoin(sites, eq(sites.id, clientRequests.siteId))
    .innerJoin(clients, eq(clients.id, clientRequests.clientId))
    .$dynamic();
}

export async function getClientRequest(id: string): Promise<RequestLeadRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await requestLeads().where(eq(clientRequests.id, id));
  return row ?? null;
}

/** Every request (optionally of one status), newest first, for the CSV export. */
export function exportClientRequests(status: InboxFilters["status"]): Promise<RequestLeadRow[]> {
  return requestLeads()
    .where(status === "all" ? undefined : eq(clientRequests.status, status))
    .orderBy(desc(clientRequests.createdAt));
}

/** The requests' part of the inbox's list: the author, and what is asked about which site as its summary. */
export function requestListPart(where: SQL): SQL {
  const kindLabel = sql.join(
    CLIENT_REQUEST_KINDS.map((kind) => sql`when ${kind} then ${CLIENT_REQUEST_KIND_LABELS[kind]}::text`),
    sql` `,
  );
  return sql`select 'request' as type, id, created_at, status, author_name as name, author_email as email, (case kind ${kindLabel} else kind end) || ' — ' || (select name from sites where sites.id = client_requests.site_id) as summary from client_requests${where}`;
}

import { and, isNotNull, lt, sql } from "drizzle-orm";
import { clientContacts, contactMessages, newsletterSubscribers, quoteRequests } from "../../../db/schema";
import { getDb, queryRows } from "../../lib/db.server";
import { LEAD_RETENTION_YEARS, yearsBefore } from "./retention-limits";

export const LEAD_RETENTION_JOB = "leads.retention";

export interface LeadDeletions {
  contacts: number;
  quotes: number;
  subscriptions: number;
}

/**
 * Deletes, three years after the address's last contact (CNIL, prospects), its contact messages and quote requests:
 * each message or request sent is a contact and renews the address's others. A converted quote belongs to its client
 * and stays; so does every lead of an address that is one of the clients' contacts. A subscription stands until it is
 * withdrawn, and its proof goes three years after (docs/decisions/065-personal-data.md).
 */
export async function deleteExpiredLeads(now = new Date()): Promise<LeadDeletions> {
  const limit = yearsBefore(now, LEAD_RETENTION_YEARS);
  const at = sql`${limit.toISOString()}::timestamptz`;
  const subscriptions = await getDb()
    .delete(newsletterSubscribers)
    .where(and(isNotNull(newsletterSubscribers.unsubscribedAt), lt(newsletterSubscribers.unsubscribedAt, limit)))
    .returning({ id: newsletterSubscribers.id });
  const expired = await queryRows<{ email: string }>(sql`
    select email from (
      select lower(${contactMessages.email}) as email, ${contactMessages.createdAt} as at from ${contactMessages}
      union all
      select lower(${quoteRequests.email}), ${quoteRequests.createdAt} from ${quoteRequests}
    ) as contacts
    where email not in (select lower(${clientContacts.email}) from ${clientContacts})
    group by email
    having max(at) < ${at}`);
  if (expired.length === 0) return { contacts: 0, quotes: 0, subscriptions: subscriptions.length };
  const among = sql`array[${sql.join(
    expired.map((row) => sql`${row.email}`),
    sql`, `,
  )}]::text[]`;
  // Each delete also checks the date: a lead sent while the job runs is a new contact, and stays.
  const contacts = await getDb()
    .delete(contactMessages)
    .where(sql`lower(${contactMessages.email}) = any(${among}) and ${contactMessages.createdAt} < ${at}`)
    .returning({ id: contactMessages.id });
  const quotes = await getDb()
    .delete(quoteRequests)
    .where(
      sql`lower(${quoteRequests.email}) = any(${among}) and ${quoteRequests.createdAt} < ${at} and ${quoteRequests.clientId} is null`,
    )
    .returning({ id: quoteRequests.id });
  return { contacts: contacts.length, quotes: quotes.length, subscriptions: subscriptions.length };
}

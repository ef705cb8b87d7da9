import { type AnyColumn, inArray, or, type SQL, sql } from "drizzle-orm";
import {
  clientContactSites,
  clientContacts,
  clientRequests,
  contactMessages,
  jobApplications,
  mailOutbox,
  newsletterSubscribers,
  quoteRequests,
} from "../../../db/schema";
import { rowsOf, type TableRows } from "./table-rows.server";

/** The column holds the address, whatever its case. */
const sameAddress = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email}`;

/**
 * What the public forms, the client relation and the mails hold of an address, with or without an account: leads,
 * applications, client contacts and their sites, portal requests, mails sent to it. `userId` also reaches what an
 * account wrote under another address. Never the newsletter's unsubscribe token, nor a mail's attachments.
 */
export async function contactRecords(email: string, userId: string | null): Promise<TableRows[]> {
  const byAccount = (column: AnyColumn): SQL | undefined => (userId ? sql`${column} = ${userId}` : undefined);
  const contacts = await rowsOf(
    clientContacts,
    or(sameAddress(clientContacts.email, email), byAccount(clientContacts.userId)),
  );
  const contactIds = contacts.rows.map((row) => String(row.id));
  return [
    await rowsOf(contactMessages, sameAddress(contactMessages.email, email)),
    await rowsOf(quoteRequests, sameAddress(quoteRequests.email, email)),
    await rowsOf(newsletterSubscribers, sameAddress(newsletterSubscribers.email, email), ["unsubscribeToken"]),
    await rowsOf(jobApplications, sameAddress(jobApplications.email, email)),
    contacts,
    contactIds.length > 0
      ? await rowsOf(clientContactSites, inArray(clientContactSites.contactId, contactIds))
      : { table: "client_contact_sites", rows: [] },
    await rowsOf(
      clientRequests,
      or(sameAddress(clientRequests.authorEmail, email), byAccount(clientRequests.authorId)),
    ),
    await rowsOf(mailOutbox, sameAddress(mailOutbox.to, email), ["html", "attachments"]),
  ];
}

import { asc, eq } from "drizzle-orm";
import { getDb } from "../../app/lib/db.server";
import { deliverMail, MailNotDelivered, type MailSettings } from "../../app/lib/mail.server";
import { mailOutbox } from "../../db/schema";

/** What the mail job does, for every pending mail at once: one attempt each. Returns how many were attempted. */
export async function deliverPendingMail(settings: MailSettings): Promise<number> {
  const pending = await getDb()
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"))
    .orderBy(asc(mailOutbox.createdAt));
  for (const { id } of pending) {
    try {
      await deliverMail(id, settings);
    } catch (error) {
      if (!(error instanceof MailNotDelivered)) throw error;
    }
  }
  return pending.length;
}

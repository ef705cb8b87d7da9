import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { newsletterSubscribers } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { type LeadForm, submitLead } from "../../lib/lead-submission.server";
import { publicUrl } from "../../lib/public-url.server";
import { newsletterWelcomeMail } from "../../mail/lead-notices";
import { NEWSLETTER_ERRORS, NEWSLETTER_MESSAGES } from "./newsletter.messages";
import { newsletterSchema } from "./newsletter.schema";

export function unsubscribeUrl(token: string): string {
  return `${publicUrl()}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

const newsletterForm: LeadForm<typeof newsletterSchema, { token: string } | undefined> = {
  schema: newsletterSchema,
  rateLimit: "newsletter",
  messages: {
    success: NEWSLETTER_MESSAGES.confirmed,
    description: NEWSLETTER_MESSAGES.confirmedDetail,
    ...NEWSLETTER_ERRORS,
  },
  // A new or returning address gets a row (and its token back); one already subscribed is left as it is.
  insert: async ({ email }) => {
    const now = new Date();
    const [welcomed] = await getDb()
      .insert(newsletterSubscribers)
      .values({ email, unsubscribeToken: randomBytes(24).toString("base64url") })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { unsubscribedAt: null, consentedAt: now, updatedAt: now },
        setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
      })
      .returning({ token: newsletterSubscribers.unsubscribeToken });
    return welcomed;
  },
  notification: ({ email }, welcomed) =>
    welcomed ? { to: email, ...newsletterWelcomeMail(unsubscribeUrl(welcomed.token)) } : null,
};

/**
 * Subscribes an address. The answer is the same whether it was new, already subscribed or coming back, so that nobody
 * can learn who subscribed; only a new or returning subscriber is sent the welcome mail with the unsubscribe link.
 */
export function subscribe(request: Request) {
  return submitLead(request, newsletterForm);
}

/** Whether the token names a subscriber (active or not): the unsubscribe page asks for confirmation only then. */
export async function isKnownToken(token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [row] = await getDb()
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  return !!row;
}

/** Unsubscribes the owner of the token; true when the token is known (unsubscribing twice is fine). */
export async function unsubscribe(token: string): Promise<boolean> {
  if (!(await isKnownToken(token))) return false;
  await getDb()
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.unsubscribeToken, token), isNull(newsletterSubscribers.unsubscribedAt)));
  return true;
}

import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { newsletterSubscribers } from "../../../db/schema";
import { company } from "../../lib/company";
import { getDb } from "../../lib/db.server";
import { fieldErrorsOf, formValues } from "../../lib/form-data";
import { queueMail } from "../../lib/mail.server";
import { publicUrl } from "../../lib/public-url.server";
import { clientAddress, consumeRateLimit, RATE_LIMITS } from "../../lib/rate-limit.server";
import { NEWSLETTER_ERRORS, type NewsletterResult, newsletterSchema } from "./newsletter.schema";

export function unsubscribeUrl(token: string): string {
  return `${publicUrl()}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

function failure(
  code: keyof typeof NEWSLETTER_ERRORS,
  email: string,
  fieldErrors?: Record<string, string[]>,
): NewsletterResult {
  return { ok: false, code, message: NEWSLETTER_ERRORS[code], email, ...(fieldErrors ? { fieldErrors } : {}) };
}

/**
 * Subscribes an address. The answer is the same whether it was new, already subscribed or coming back, so that nobody
 * can learn who subscribed; only a new or returning subscriber is sent the welcome mail with the unsubscribe link.
 */
export async function subscribe(request: Request): Promise<NewsletterResult> {
  let raw: Record<string, string>;
  try {
    raw = formValues(await request.formData());
  } catch {
    return failure("VALIDATION_ERROR", "");
  }
  const typed = (raw.email ?? "").slice(0, 500);
  try {
    const parsed = newsletterSchema.safeParse(raw);
    if (!parsed.success) return failure("VALIDATION_ERROR", typed, fieldErrorsOf(parsed.error));
    const email = parsed.data.email.toLowerCase();
    let welcomed: { token: string } | undefined;
    try {
      if (!(await consumeRateLimit(`newsletter:${clientAddress(request)}`, RATE_LIMITS.newsletter)))
        return failure("RATE_LIMIT_EXCEEDED", typed);
      const now = new Date();
      [welcomed] = await getDb()
        .insert(newsletterSubscribers)
        .values({ email, unsubscribeToken: randomBytes(24).toString("base64url") })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { unsubscribedAt: null, consentedAt: now, updatedAt: now },
          setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
        })
        .returning({ token: newsletterSubscribers.unsubscribeToken });
    } catch (error) {
      console.error("Inscription à la lettre non enregistrée :", (error as Error).message);
      return failure("DATABASE_ERROR", typed);
    }
    if (welcomed)
      await queueMail({
        to: email,
        subject: `Inscription confirmée à la lettre d'information de ${company.name}`,
        text: [
          "Bonjour,",
          "",
          `Votre inscription à la lettre d'information de ${company.name} est confirmée.`,
          "",
          `Pour vous désinscrire à tout moment : ${unsubscribeUrl(welcomed.token)}`,
        ].join("\n"),
      });
    return { ok: true };
  } catch (error) {
    console.error("Inscription à la lettre :", error);
    return failure("UNEXPECTED_ERROR", typed);
  }
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

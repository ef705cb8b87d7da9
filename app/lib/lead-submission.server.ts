import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { HONEYPOT_FIELD } from "../domain/leads";
import type { MailContent } from "../mail/layout";
import { company } from "./company";
import { errorText, getLogger } from "./logger.server";
import { queueMail } from "./mail.server";
import { clientAddress, consumeRateLimit, RATE_LIMITS } from "./rate-limit.server";
import { failure, success } from "./result";

/** The failure codes of a public form (docs/product.md), with the HTTP status each one answers. */
export const LEAD_FAILURE_STATUS = {
  VALIDATION_ERROR: 400,
  RATE_LIMIT_EXCEEDED: 429,
  DATABASE_ERROR: 503,
  UNEXPECTED_ERROR: 500,
} as const;
export type LeadFailureCode = keyof typeof LEAD_FAILURE_STATUS;

type Notification = Parameters<typeof queueMail>[0];

/** What a feature supplies; the pipeline does the rest the same way for every public form. */
export interface LeadForm<Schema extends z.ZodType, Stored> {
  schema: Schema;
  /** The rate-limit rule, which also names the feature in the logs. */
  rateLimit: keyof typeof RATE_LIMITS;
  /**
   * Every post counts against the limit, an invalid one too, and the limit is judged before validation: for a form
   * whose posts are costly to receive (a CV of several megabytes). Otherwise only valid posts count, so that a
   * visitor correcting a form validated on the server alone is not refused.
   */
  limitEveryPost?: boolean;
  messages: { success: string; description?: string } & Record<LeadFailureCode, string>;
  insert: (value: z.output<Schema>) => Promise<Stored>;
  /** The mail to queue once stored; nothing to send when it answers null. */
  notification: (value: z.output<Schema>, stored: Stored) => Notification | null;
  /**
   * The visitor's own mail, queued after the notification (docs/decisions/058-lead-acknowledgements.md): sent to
   * `to`, answered to the company; the office's notification is then answered to the visitor.
   */
  acknowledgement?: {
    to: (value: z.output<Schema>) => string;
    mail: (value: z.output<Schema>, stored: Stored) => MailContent;
  };
  /** Echoed in the Result, for a form whose buttons post different intents. */
  intent?: string;
}

/** The notification, answered to the visitor when the form acknowledges to them, then their acknowledgement. */
function leadMails<Schema extends z.ZodType, Stored>(
  lead: LeadForm<Schema, Stored>,
  value: z.output<Schema>,
  stored: Stored,
): Notification[] {
  const notification = lead.notification(value, stored);
  if (!lead.acknowledgement) return notification ? [notification] : [];
  const visitor = lead.acknowledgement.to(value);
  const acknowledgement = { to: visitor, replyTo: company.email, ...lead.acknowledgement.mail(value, stored) };
  return notification ? [{ ...notification, replyTo: visitor }, acknowledgement] : [acknowledgement];
}

/** The submitted form, or null when the body is not one (wrong content type, cut off…). */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/**
 * Conform's parse, where a body it cannot read (a forged intent, say) is an invalid form rather than a crash.
 * Asynchronous, so that a schema may check a file's content (the application's CV).
 */
export async function parseSubmission<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  try {
    return await parseWithZod(formData, { schema, async: true });
  } catch {
    return null;
  }
}

/**
 * One public form's submission: reads and validates it with the form's schema, answers a bot that filled the honeypot
 * as if all went well, applies the rate limit (first of all with `limitEveryPost`), stores, then queues the
 * notification and the visitor's acknowledgement. Every failure is one of those codes with its status; it never throws.
 */
export async function submitLead<Schema extends z.ZodType, Stored>(
  request: Request,
  lead: LeadForm<Schema, Stored>,
  form?: FormData | null,
) {
  const refuse = (code: LeadFailureCode, submission?: NonNullable<Awaited<ReturnType<typeof parseSubmission>>>) =>
    failure(LEAD_FAILURE_STATUS[code], code, lead.messages[code], {
      ...(lead.intent ? { intent: lead.intent } : {}),
      ...(submission ? { submission: submission.reply() } : {}),
    });

  /** Takes one post from the client's allowance: the refusal to give when there is none left or none can be counted. */
  const refusalByLimit = async (): Promise<LeadFailureCode | null> => {
    try {
      const within = await consumeRateLimit(`${lead.rateLimit}:${clientAddress(request)}`, RATE_LIMITS[lead.rateLimit]);
      return within ? null : "RATE_LIMIT_EXCEEDED";
    } catch (error) {
      getLogger().error({ err: error }, `Formulaire ${lead.rateLimit} non enregistré : ${errorText(error)}`);
      return "DATABASE_ERROR";
    }
  };

  const formData = form === undefined ? await readForm(request) : form;
  const submission = formData ? await parseSubmission(formData, lead.schema) : null;
  const refusedFirst = lead.limitEveryPost ? await refusalByLimit() : null;
  if (refusedFirst) return refuse(refusedFirst, submission ?? undefined);
  if (!formData || !submission) return refuse("VALIDATION_ERROR");
  if (submission.status !== "success") return refuse("VALIDATION_ERROR", submission);
  const accepted = () =>
    success(lead.messages.success, {
      ...(lead.messages.description ? { description: lead.messages.description } : {}),
      ...(lead.intent ? { intent: lead.intent } : {}),
      submission: submission.reply({ resetForm: true }),
    });
  if (formData.get(HONEYPOT_FIELD)) return accepted();

  const refused = lead.limitEveryPost ? null : await refusalByLimit();
  if (refused) return refuse(refused, submission);
  let stored: Stored;
  try {
    stored = await lead.insert(submission.value);
  } catch (error) {
    getLogger().error({ err: error }, `Formulaire ${lead.rateLimit} non enregistré : ${errorText(error)}`);
    return refuse("DATABASE_ERROR", submission);
  }
  try {
    for (const mail of leadMails(lead, submission.value, stored)) await queueMail(mail);
  } catch (error) {
    getLogger().error({ err: error }, `Formulaire ${lead.rateLimit} : ${errorText(error)}`);
    return refuse("UNEXPECTED_ERROR", submission);
  }
  return accepted();
}

import { desc, eq } from "drizzle-orm";
import { mailOutbox } from "../../../db/schema";
import { done, type Intents, intent, refused, runAction } from "../../lib/action-runner.server";
import { getDb } from "../../lib/db.server";
import { requeueFailedMail } from "../../lib/mail.server";
import { OUTBOX_MESSAGES, resendMailSchema } from "./outbox.schema";

export interface FailedMailRow {
  id: string;
  to: string;
  subject: string;
  lastError: string | null;
  attempts: number;
  createdAt: Date;
}

/** Mail the SMTP server kept refusing until the last attempt, newest first. */
export async function listFailedMail(limit = 200): Promise<FailedMailRow[]> {
  return getDb()
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      lastError: mailOutbox.lastError,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "failed"))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

const NOT_FAILED = { status: 404, code: "MAIL_NOT_FAILED", message: OUTBOX_MESSAGES.notFailed };

const MAIL_ACTIONS: Intents<null> = {
  /** An admin's "Renvoyer": the failed mail gets a new round of attempts. */
  resend: intent({
    schema: resendMailSchema,
    invalid: NOT_FAILED,
    run: async ({ mailId }) =>
      (await requeueFailedMail(mailId)) ? done(OUTBOX_MESSAGES.requeued) : refused(NOT_FAILED.message, NOT_FAILED),
  }),
};

/** Runs one intent of the failed mail page and answers the one Result. The caller has checked the role. */
export function runMailAction(name: string | null, formData: FormData) {
  return runAction(MAIL_ACTIONS, name, formData, null, { invalid: NOT_FAILED });
}

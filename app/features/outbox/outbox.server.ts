import { parseWithZod } from "@conform-to/zod/v4";
import { desc, eq } from "drizzle-orm";
import { mailOutbox } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { requeueFailedMail } from "../../lib/mail.server";
import { failure, success } from "../../lib/result";
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

/** An admin's "Renvoyer": the failed mail gets a new round of attempts. The caller has checked the role. */
export async function resendFailedMail(formData: FormData) {
  const intent = "resend";
  const submission = parseWithZod(formData, { schema: resendMailSchema });
  if (submission.status !== "success" || !(await requeueFailedMail(submission.value.mailId)))
    return failure(404, "MAIL_NOT_FAILED", OUTBOX_MESSAGES.notFailed, { intent });
  return success(OUTBOX_MESSAGES.requeued, { intent });
}

import { quoteRequests } from "../../../db/schema";
import { leadReference } from "../../domain/leads";
import { getDb } from "../../lib/db.server";
import { getEnv } from "../../lib/env.server";
import { type LeadForm, parseSubmission, readForm, submitLead } from "../../lib/lead-submission.server";
import { failure, success } from "../../lib/result";
import { quoteAcknowledgement } from "../../mail/lead-acknowledgements";
import { quoteNotification } from "../../mail/lead-notices";
import { intentOf } from "./quote";
import { QUOTE_MESSAGES, STEP_TITLES } from "./quote.messages";
import { quoteSchema, schemaOfStepChange } from "./quote.schema";

const quoteForm = (zone: string): LeadForm<ReturnType<typeof quoteSchema>, string> => ({
  schema: quoteSchema(zone),
  rateLimit: "quote",
  intent: "submit",
  messages: {
    success: QUOTE_MESSAGES.success,
    VALIDATION_ERROR: QUOTE_MESSAGES.invalid,
    RATE_LIMIT_EXCEEDED: QUOTE_MESSAGES.rateLimited,
    DATABASE_ERROR: QUOTE_MESSAGES.errorDescription,
    UNEXPECTED_ERROR: QUOTE_MESSAGES.errorDescription,
  },
  insert: async (request) => {
    const [row] = await getDb().insert(quoteRequests).values(request).returning({ id: quoteRequests.id });
    if (!row) throw new Error("Demande non enregistrée");
    return row.id;
  },
  notification: quoteNotification,
  acknowledgement: {
    to: (request) => request.email,
    mail: (request, id) => quoteAcknowledgement(request, leadReference("quote", id)),
  },
});

/**
 * One request of the quote wizard. "next" checks step 1 and shows step 2; "back" returns to step 1; "submit" checks
 * everything again (the step-1 values came back as hidden fields) and goes through the lead pipeline. Each answer
 * carries every value posted so far, so that the next step can carry them on.
 */
export async function handleQuoteRequest(request: Request) {
  const formData = await readForm(request);
  const intent = intentOf(formData?.get("intent"));
  if (!formData || intent === "submit") return submitLead(request, quoteForm(getEnv().APP_TIME_ZONE), formData);

  const submission = await parseSubmission(formData, schemaOfStepChange(intent));
  if (submission?.status !== "success")
    return failure(400, "VALIDATION_ERROR", QUOTE_MESSAGES.invalid, {
      intent,
      ...(submission ? { submission: submission.reply() } : {}),
    });
  return success(STEP_TITLES[intent === "next" ? 2 : 1], { intent, submission: submission.reply() });
}

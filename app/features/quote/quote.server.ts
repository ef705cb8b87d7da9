import { quoteRequests } from "../../../db/schema";
import { getEnv } from "../../lib/env.server";
import { type LeadForm, parseSubmission, readForm, submitLead } from "../../lib/lead-submission.server";
import { acknowledgedUnder, insertLead } from "../../lib/referenced-lead.server";
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
  insert: (request) => insertLead(quoteRequests, request, "Demande non enregistrée"),
  notification: quoteNotification,
  acknowledgement: acknowledgedUnder("quote", quoteAcknowledgement),
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

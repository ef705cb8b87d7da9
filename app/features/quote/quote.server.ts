import { quoteRequests } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { fieldErrorsOf, formValues } from "../../lib/form-data";
import { FREQUENCY_LABELS, labelOf, PROPERTY_TYPE_LABELS, SERVICE_TYPE_LABELS } from "../../lib/lead-labels";
import { queueMail } from "../../lib/mail.server";
import { clientAddress, consumeRateLimit, RATE_LIMITS } from "../../lib/rate-limit.server";
import { stepOfErrors } from "./quote";
import {
  customerSchema,
  QUOTE_FIELDS,
  QUOTE_INTENTS,
  QUOTE_MESSAGES,
  type QuoteFailureCode,
  type QuoteField,
  type QuoteInput,
  type QuoteIntent,
  type QuoteState,
  quoteSchema,
} from "./quote.schema";

export const HONEYPOT_FIELD = "website";

const failureMessages: Record<QuoteFailureCode, string> = {
  VALIDATION_ERROR: QUOTE_MESSAGES.invalid,
  RATE_LIMIT_EXCEEDED: QUOTE_MESSAGES.rateLimited,
  DATABASE_ERROR: QUOTE_MESSAGES.errorDescription,
  UNEXPECTED_ERROR: QUOTE_MESSAGES.errorDescription,
};

function carriedValues(raw: Record<string, string>): Partial<Record<QuoteField, string>> {
  const values: Partial<Record<QuoteField, string>> = {};
  for (const field of QUOTE_FIELDS) if (raw[field] !== undefined) values[field] = raw[field].slice(0, 5000);
  return values;
}

export function quoteNotification(input: QuoteInput) {
  return {
    subject: `Nouvelle demande de devis : ${input.name}${input.company ? ` (${input.company})` : ""}`,
    text: [
      "Un visiteur a demandé un devis depuis le site.",
      "",
      `Nom : ${input.name}`,
      `Société : ${input.company ?? "non renseignée"}`,
      `E-mail : ${input.email}`,
      `Téléphone : ${input.phone}`,
      `Adresse : ${input.address}, ${input.zipCode} ${input.city}`,
      `Service : ${labelOf(SERVICE_TYPE_LABELS, input.serviceType)}`,
      `Type de locaux : ${labelOf(PROPERTY_TYPE_LABELS, input.propertyType)}`,
      `Surface : ${input.area}`,
      `Fréquence : ${labelOf(FREQUENCY_LABELS, input.frequency)}`,
      `Date de début souhaitée : ${input.startDate ?? "non précisée"}`,
      "",
      input.specificRequirements ?? "Pas de besoin particulier précisé.",
    ].join("\n"),
  };
}

export interface QuoteAnswer {
  state: QuoteState;
  status: number;
}

/**
 * One request of the quote wizard. "next" checks step 1 and shows step 2; "back" returns to step 1; "submit" checks
 * everything again (the step-1 values came back as hidden fields), applies the rate limit, stores the request and
 * queues its notification. Never throws.
 */
export async function handleQuoteRequest(request: Request): Promise<QuoteAnswer> {
  let raw: Record<string, string>;
  try {
    raw = formValues(await request.formData());
  } catch {
    return { state: { step: 1, values: {}, fieldErrors: {} }, status: 400 };
  }
  const values = carriedValues(raw);
  const intent: QuoteIntent = (QUOTE_INTENTS as readonly string[]).includes(raw.intent ?? "")
    ? (raw.intent as QuoteIntent)
    : "next";
  const fail = (step: 1 | 2, code: QuoteFailureCode, status: number, fieldErrors: Record<string, string[]> = {}) => ({
    state: { step, values, fieldErrors, failure: { code, message: failureMessages[code] } },
    status,
  });

  try {
    if (intent === "back") return { state: { step: 1, values, fieldErrors: {} }, status: 200 };
    if (intent === "next") {
      const customer = customerSchema.safeParse(raw);
      return customer.success
        ? { state: { step: 2, values, fieldErrors: {} }, status: 200 }
        : { state: { step: 1, values, fieldErrors: fieldErrorsOf(customer.error) }, status: 400 };
    }

    const parsed = quoteSchema.safeParse(raw);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      return fail(stepOfErrors(fieldErrors), "VALIDATION_ERROR", 400, fieldErrors);
    }
    if (raw[HONEYPOT_FIELD]) return { state: { step: 3 }, status: 200 };
    try {
      if (!(await consumeRateLimit(`quote:${clientAddress(request)}`, RATE_LIMITS.quote)))
        return fail(2, "RATE_LIMIT_EXCEEDED", 429);
      await getDb().insert(quoteRequests).values(parsed.data);
    } catch (error) {
      console.error("Demande de devis non enregistrée :", (error as Error).message);
      return fail(2, "DATABASE_ERROR", 503);
    }
    await queueMail(quoteNotification(parsed.data));
    return { state: { step: 3 }, status: 200 };
  } catch (error) {
    console.error("Demande de devis :", error);
    return fail(1, "UNEXPECTED_ERROR", 500);
  }
}

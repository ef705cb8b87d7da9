import type { Result } from "../../lib/result";
import { QUOTE_MESSAGES } from "./quote.messages";

/** The fields of each step, in the order shown; quote.schema.ts holds their rules. */
export const CUSTOMER_FIELDS = ["name", "email", "phone", "company", "address", "city", "zipCode"] as const;
export const SERVICE_FIELDS = [
  "serviceType",
  "propertyType",
  "area",
  "frequency",
  "startDate",
  "specificRequirements",
] as const;
export type QuoteField = (typeof CUSTOMER_FIELDS)[number] | (typeof SERVICE_FIELDS)[number];
export const QUOTE_FIELDS: readonly QuoteField[] = [...CUSTOMER_FIELDS, ...SERVICE_FIELDS];

export type QuoteStep = 1 | 2 | 3;
export const QUOTE_INTENTS = ["next", "back", "submit"] as const;
export type QuoteIntent = (typeof QUOTE_INTENTS)[number];

/** The fields shown on a step; the others travel as hidden fields so that nothing is lost between requests. */
export function fieldsOfStep(step: QuoteStep): readonly QuoteField[] {
  if (step === 1) return CUSTOMER_FIELDS;
  if (step === 2) return SERVICE_FIELDS;
  return [];
}

export function hiddenFieldsOfStep(step: QuoteStep, all: readonly QuoteField[]): QuoteField[] {
  const shown = fieldsOfStep(step);
  return all.filter((field) => !shown.includes(field));
}

/** The step whose fields hold the first error: the customer step wins, so that it is fixed first. */
export function stepOfErrors(fieldErrors: Record<string, unknown>): 1 | 2 {
  return CUSTOMER_FIELDS.some((field) => field in fieldErrors) ? 1 : 2;
}

/** The button that posted the step (Suivant, Retour, Envoyer); anything else is Suivant. */
export function intentOf(value: unknown): QuoteIntent {
  return QUOTE_INTENTS.find((intent) => intent === value) ?? "next";
}

/** The step an answer of the action shows. */
export function stepOf(result: Result | undefined): QuoteStep {
  if (!result) return 1;
  if (result.intent === "back") return 1;
  if (result.intent === "next") return result.ok ? 2 : 1;
  if (result.ok) return 3;
  return result.submission ? stepOfErrors(result.submission.error ?? {}) : 1;
}

/**
 * The toast of a submitted request: 'Demande envoyée'; for a refusal the visitor can act on (a field to correct, whose
 * own message shows beside it, or too many attempts) the action's message; otherwise 'Erreur' with the description of
 * a failed send.
 */
export function submitToast(result: Result | undefined): Result | undefined {
  if (result?.intent !== "submit") return undefined;
  if (result.ok) return result;
  const actionable = result.code === "RATE_LIMIT_EXCEEDED" || result.code === "VALIDATION_ERROR";
  return { ...result, message: actionable ? result.message : QUOTE_MESSAGES.errorDescription };
}

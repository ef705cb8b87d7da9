import { z } from "zod";
import type { Result } from "../../lib/result";
import {
  CUSTOMER_FIELDS,
  customerSchema,
  QUOTE_INTENTS,
  QUOTE_MESSAGES,
  type QuoteField,
  type QuoteIntent,
  type QuoteStep,
  SERVICE_FIELDS,
  serviceSchema,
} from "./quote.schema";

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

/** What the browser checks before posting a step: Retour checks nothing, the server checks everything on submit. */
export function schemaOfStep(
  step: QuoteStep,
  intent: QuoteIntent,
): z.ZodType<unknown, Partial<Record<QuoteField, string>>> {
  if (intent === "back") return z.object({});
  return step === 1 ? customerSchema : serviceSchema;
}

/** The step an answer of the action shows. */
export function stepOf(result: Result | undefined): QuoteStep {
  if (!result) return 1;
  if (result.intent === "back") return 1;
  if (result.intent === "next") return result.ok ? 2 : 1;
  if (result.ok) return 3;
  return result.submission ? stepOfErrors(result.submission.error ?? {}) : 1;
}

/** The toast of a submitted request (spec §8): 'Demande envoyée', or 'Erreur' with the spec's description. */
export function submitToast(result: Result | undefined): Result | undefined {
  if (result?.intent !== "submit") return undefined;
  if (result.ok) return result;
  const rateLimited = result.code === "RATE_LIMIT_EXCEEDED";
  return { ...result, message: rateLimited ? result.message : QUOTE_MESSAGES.errorDescription };
}

import { CUSTOMER_FIELDS, type QuoteField, type QuoteStep, SERVICE_FIELDS } from "./quote.schema";

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

import { z } from "zod";
import { FREQUENCIES, PROPERTY_TYPES } from "../../domain/enums";
import { LEAD_LIMITS } from "../../domain/leads";
import { SERVICE_TYPES } from "../../domain/services";
import { choiceField, emailField, optionalText, requiredPhoneField, requiredText } from "../../lib/form-rules";
import { FIELD_MESSAGES } from "../../lib/form-rules.messages";
import { todayIn } from "../../lib/time";
import type { QuoteIntent } from "./quote";
import { START_DATE_IN_PAST } from "./quote.messages";

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Step 1: who is asking and where the premises are. */
export const customerSchema = z.object({
  name: requiredText(LEAD_LIMITS.name),
  email: emailField(),
  phone: requiredPhoneField(),
  company: optionalText(LEAD_LIMITS.company),
  address: requiredText(LEAD_LIMITS.address),
  city: requiredText(LEAD_LIMITS.city),
  zipCode: requiredText(LEAD_LIMITS.zipCode),
});

/** Step 2: what is to be cleaned, how often, from when (not before today in the company's `zone`). */
export const serviceSchema = (zone: string) =>
  z.object({
    serviceType: choiceField(SERVICE_TYPES),
    propertyType: choiceField(PROPERTY_TYPES),
    area: requiredText(LEAD_LIMITS.area),
    frequency: choiceField(FREQUENCIES),
    startDate: z
      .string({ error: FIELD_MESSAGES.date })
      .trim()
      .optional()
      .refine((value) => !value || isCalendarDate(value), FIELD_MESSAGES.date)
      // The company's today, whatever the server's or the visitor's zone: the work starts where the company works.
      .refine((value) => !value || !isCalendarDate(value) || value >= todayIn(zone), START_DATE_IN_PAST)
      .transform((value) => value || null),
    specificRequirements: optionalText(LEAD_LIMITS.specificRequirements),
  });

export const quoteSchema = (zone: string) => customerSchema.extend(serviceSchema(zone).shape);
export type QuoteInput = z.infer<ReturnType<typeof quoteSchema>>;

/** What a step's button checks: Retour nothing, Suivant the customer step (Envoyer checks all of `quoteSchema`). */
export function schemaOfStepChange(intent: Exclude<QuoteIntent, "submit">) {
  return intent === "back" ? z.object({}) : customerSchema;
}

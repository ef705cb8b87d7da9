import { z } from "zod";
import { FREQUENCIES, PROPERTY_TYPES, SERVICE_TYPES } from "../../../db/schema/leads";
import {
  choiceField,
  emailField,
  FIELD_MESSAGES,
  optionalText,
  requiredPhoneField,
  requiredText,
} from "../../lib/form-rules";

/** Spec §9 maxima. */
export const QUOTE_LIMITS = {
  name: 100,
  company: 200,
  address: 300,
  city: 100,
  zipCode: 10,
  area: 50,
  specificRequirements: 2000,
} as const;

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Step 1: who is asking and where the premises are. */
export const customerSchema = z.object({
  name: requiredText(QUOTE_LIMITS.name),
  email: emailField(),
  phone: requiredPhoneField(),
  company: optionalText(QUOTE_LIMITS.company),
  address: requiredText(QUOTE_LIMITS.address),
  city: requiredText(QUOTE_LIMITS.city),
  zipCode: requiredText(QUOTE_LIMITS.zipCode),
});

/** Step 2: what is to be cleaned, how often, from when. */
export const serviceSchema = z.object({
  serviceType: choiceField(SERVICE_TYPES),
  propertyType: choiceField(PROPERTY_TYPES),
  area: requiredText(QUOTE_LIMITS.area),
  frequency: choiceField(FREQUENCIES),
  startDate: z
    .string({ error: FIELD_MESSAGES.date })
    .trim()
    .optional()
    .refine((value) => !value || isCalendarDate(value), FIELD_MESSAGES.date)
    .transform((value) => value || null),
  specificRequirements: optionalText(QUOTE_LIMITS.specificRequirements),
});

export const quoteSchema = customerSchema.extend(serviceSchema.shape);
export type QuoteInput = z.infer<typeof quoteSchema>;

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

/** Spec §8, "Quote". */
export const QUOTE_MESSAGES = {
  success: "Demande envoyée",
  errorTitle: "Erreur",
  errorDescription: "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer.",
  rateLimited: "Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.",
  invalid: "Données du formulaire invalides",
} as const;

export type QuoteFailureCode = "VALIDATION_ERROR" | "RATE_LIMIT_EXCEEDED" | "DATABASE_ERROR" | "UNEXPECTED_ERROR";

/** What the wizard shows after a request: a step with the values carried so far, or the confirmation. */
export type QuoteState =
  | {
      step: 1 | 2;
      values: Partial<Record<QuoteField, string>>;
      fieldErrors: Record<string, string[]>;
      failure?: { code: QuoteFailureCode; message: string };
    }
  | { step: 3 };

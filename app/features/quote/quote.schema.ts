import { z } from "zod";
import { FREQUENCIES, LEAD_LIMITS, PROPERTY_TYPES } from "../../domain/leads";
import { SERVICE_TYPES } from "../../domain/services";
import {
  choiceField,
  emailField,
  FIELD_MESSAGES,
  optionalText,
  requiredPhoneField,
  requiredText,
} from "../../lib/form-rules";

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

/** Step 2: what is to be cleaned, how often, from when. */
export const serviceSchema = z.object({
  serviceType: choiceField(SERVICE_TYPES),
  propertyType: choiceField(PROPERTY_TYPES),
  area: requiredText(LEAD_LIMITS.area),
  frequency: choiceField(FREQUENCIES),
  startDate: z
    .string({ error: FIELD_MESSAGES.date })
    .trim()
    .optional()
    .refine((value) => !value || isCalendarDate(value), FIELD_MESSAGES.date)
    .transform((value) => value || null),
  specificRequirements: optionalText(LEAD_LIMITS.specificRequirements),
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

export const STEP_TITLES = { 1: "Vos coordonnées", 2: "Votre besoin", 3: "Confirmation" } as const;

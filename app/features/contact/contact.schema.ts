import { z } from "zod";
import { CONTACT_SUBJECTS } from "../../../db/schema/leads";
import { choiceField, emailField, optionalPhoneField, requiredText } from "../../lib/form-rules";

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, subject: 200, message: 2000 } as const;

/** Shared by the form (to show errors before sending) and the action (which decides). */
export const contactSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: emailField(),
  phone: optionalPhoneField(),
  subject: choiceField(CONTACT_SUBJECTS),
  message: requiredText(CONTACT_LIMITS.message),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof z.input<typeof contactSchema>;
export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const satisfies ContactField[];

/** Spec §8, "Contact". */
export const CONTACT_ERRORS = {
  RATE_LIMIT_EXCEEDED: "Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.",
  VALIDATION_ERROR: "Données du formulaire invalides",
  DATABASE_ERROR: "Erreur lors de l'envoi du message. Veuillez réessayer.",
  UNEXPECTED_ERROR: "Erreur inattendue. Veuillez réessayer.",
} as const;

export type ContactErrorCode = keyof typeof CONTACT_ERRORS;

export const CONTACT_SUCCESS = {
  title: "Message envoyé",
  description: "Nous vous répondrons dans les plus brefs délais.",
} as const;

/** The name of the field people cannot see and bots fill in. */
export const HONEYPOT_FIELD = "website";

export type ContactResult =
  | { ok: true }
  | {
      ok: false;
      code: ContactErrorCode;
      message: string;
      fieldErrors?: Record<string, string[]>;
      values: Partial<Record<ContactField, string>>;
    };

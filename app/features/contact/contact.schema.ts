import { z } from "zod";
import { CONTACT_SUBJECTS, LEAD_LIMITS } from "../../domain/leads";
import { choiceField, emailField, optionalPhoneField, requiredText } from "../../lib/form-rules";

/** Shared by the form (to show errors before sending) and the action (which decides). */
export const contactSchema = z.object({
  name: requiredText(LEAD_LIMITS.name),
  email: emailField(),
  phone: optionalPhoneField(),
  subject: choiceField(CONTACT_SUBJECTS),
  message: requiredText(LEAD_LIMITS.message),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** Spec §8, "Contact". */
export const CONTACT_ERRORS = {
  RATE_LIMIT_EXCEEDED: "Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.",
  VALIDATION_ERROR: "Données du formulaire invalides",
  DATABASE_ERROR: "Erreur lors de l'envoi du message. Veuillez réessayer.",
  UNEXPECTED_ERROR: "Erreur inattendue. Veuillez réessayer.",
} as const;

export const CONTACT_SUCCESS = {
  title: "Message envoyé",
  description: "Nous vous répondrons dans les plus brefs délais.",
} as const;

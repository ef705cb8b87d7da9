import { ERROR_MESSAGES } from "../../lib/error-messages";
/** The contact form's messages: the action answers them and the form shows them, so they stay free of the schema's zod. */
export const CONTACT_ERRORS = {
  RATE_LIMIT_EXCEEDED: "Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.",
  VALIDATION_ERROR: ERROR_MESSAGES.invalid,
  DATABASE_ERROR: "Erreur lors de l'envoi du message. Veuillez réessayer.",
  UNEXPECTED_ERROR: ERROR_MESSAGES.unexpected,
} as const;

export const CONTACT_SUCCESS = {
  title: "Message envoyé",
  description: "Nous vous répondrons dans les plus brefs délais.",
} as const;

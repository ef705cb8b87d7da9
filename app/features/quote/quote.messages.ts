import { ERROR_MESSAGES } from "../../lib/error-messages";
/** The quote request's messages: the action answers them and the wizard shows them, so they stay free of the schema's zod. */
export const QUOTE_MESSAGES = {
  ...ERROR_MESSAGES,
  success: "Demande envoyée",
  errorTitle: "Erreur",
  errorDescription: "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer.",
  rateLimited: "Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.",
} as const;

export const STEP_TITLES = { 1: "Vos coordonnées", 2: "Votre besoin", 3: "Confirmation" } as const;

/** A start date before today (Paris) cannot be asked for. */
export const START_DATE_IN_PAST = "La date de début ne peut pas être dans le passé";

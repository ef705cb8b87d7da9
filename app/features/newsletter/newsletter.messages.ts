import { ERROR_MESSAGES } from "../../lib/error-messages";
/** The newsletter's texts: the action answers them and the pages show them, so they stay free of the schema's zod. */
export const NEWSLETTER_MESSAGES = {
  confirmed: "Inscription confirmée",
  confirmedDetail: "Merci ! Vous recevrez nos conseils et actualités. Vous pouvez vous désinscrire à tout moment.",
  unsubscribed: "Désinscription confirmée",
  unsubscribedDetail: "Votre adresse ne recevra plus notre lettre d'information.",
  invalidLink: "Ce lien de désinscription n'est pas valide.",
} as const;

export const NEWSLETTER_ERRORS = {
  VALIDATION_ERROR: ERROR_MESSAGES.invalid,
  RATE_LIMIT_EXCEEDED: "Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.",
  DATABASE_ERROR: "Erreur lors de l'inscription. Veuillez réessayer.",
  UNEXPECTED_ERROR: ERROR_MESSAGES.unexpected,
} as const;

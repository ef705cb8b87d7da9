import { CV_MAX_MEGABYTES } from "../../domain/cv-formats";
import { ERROR_MESSAGES } from "../../lib/error-messages";

/** The application form's answers: the pipeline's codes with the same wording as the other public forms. */
export const APPLICATION_ERRORS = {
  RATE_LIMIT_EXCEEDED: "Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.",
  VALIDATION_ERROR: ERROR_MESSAGES.invalid,
  DATABASE_ERROR: "Erreur lors de l'envoi de votre candidature. Veuillez réessayer.",
  UNEXPECTED_ERROR: ERROR_MESSAGES.unexpected,
} as const;

export const APPLICATION_SUCCESS = {
  title: "Candidature envoyée",
  description: "Merci ! Nous étudions votre candidature et vous recontactons rapidement.",
} as const;

/** The CV and consent fields' messages: zod-free, so that the form can show the accepted formats as they are. */
export const CV_MESSAGES = {
  required: "Veuillez joindre votre CV",
  tooLarge: `Le CV ne doit pas dépasser ${CV_MAX_MEGABYTES} Mo`,
  wrongType: "Format de CV non accepté : envoyez un fichier PDF, DOC, DOCX ou ODT",
  hint: `PDF, DOC, DOCX ou ODT, ${CV_MAX_MEGABYTES} Mo au maximum`,
  consent: "Veuillez accepter l'utilisation de vos données pour traiter votre candidature",
} as const;

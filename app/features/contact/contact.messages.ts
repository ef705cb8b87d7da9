/** The contact form's messages: the action answers them and the form shows them, so they stay free of the schema's zod. */
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

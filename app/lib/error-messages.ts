/** The error catalogue's words that every form and action answers with: each catalogue of a feature reuses these. */
export const ERROR_MESSAGES = {
  invalid: "Données du formulaire invalides",
  unexpected: "Erreur inattendue. Veuillez réessayer.",
  unknownAction: "Action inconnue.",
} as const;

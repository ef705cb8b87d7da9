/** Better Auth's error codes (and ours) as the French sentences shown on the sign-in and sign-up form. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Email ou mot de passe incorrect.",
  USER_ALREADY_EXISTS: "Un utilisateur avec cet email existe déjà.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Un utilisateur avec cet email existe déjà.",
  PASSWORD_TOO_SHORT: "Le mot de passe doit contenir au moins 6 caractères",
  PASSWORD_TOO_LONG: "Le mot de passe ne peut pas dépasser 128 caractères.",
  INVALID_PASSWORD: "Le mot de passe n'est pas valide.",
  INVALID_EMAIL: "Le format de l'email n'est pas valide",
  EMAIL_NOT_VERIFIED: "Votre adresse e-mail n'est pas encore vérifiée.",
  EMAIL_PASSWORD_SIGN_UP_DISABLED: "Les inscriptions sont fermées. Demandez un compte à un administrateur.",
  SIGN_UP_DISABLED: "Les inscriptions sont fermées. Demandez un compte à un administrateur.",
  BANNED_USER: "Ce compte est suspendu. Contactez un administrateur.",
  FIELD_NOT_ALLOWED: "Ce champ ne peut pas être choisi à l'inscription.",
  TOO_MANY_REQUESTS: "Trop de tentatives. Veuillez patienter avant de réessayer.",
};

export const GENERIC_AUTH_ERROR = "Une erreur est survenue. Veuillez réessayer.";

export function authErrorMessage(code: string | undefined | null): string {
  return (code && MESSAGES[code]) || GENERIC_AUTH_ERROR;
}

import { z } from "zod";
import { emailField, newPasswordField, PASSWORDS_MATCH, passwordConfirmationField } from "../../lib/account-fields";

export const PASSWORD_RESET_MESSAGES = {
  requested:
    "Si un compte existe pour cette adresse, vous recevrez un e-mail avec un lien pour choisir un nouveau mot de passe. Ce lien est valable une heure.",
  throttled: "Trop de demandes. Veuillez patienter avant de réessayer.",
  linkInvalid: "Ce lien a expiré ou a déjà été utilisé.",
  passwordSet: "Mot de passe enregistré",
  passwordSetDescription: "Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.",
} as const;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: PASSWORD_RESET_MESSAGES.linkInvalid }).max(200, PASSWORD_RESET_MESSAGES.linkInvalid),
    newPassword: newPasswordField,
    confirmPassword: passwordConfirmationField,
  })
  .refine(PASSWORDS_MATCH.check, PASSWORDS_MATCH.issue);

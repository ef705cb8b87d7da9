import { z } from "zod";
import { isBlank, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_POLICY_MESSAGES } from "./password-policy";

/** The French messages of the create-user form, shared by sign-up, user creation and employee edits. */
export const ACCOUNT_MESSAGES = {
  firstNameRequired: "Le prénom est requis",
  lastNameRequired: "Le nom est requis",
  emailRequired: "L'email est requis",
  emailInvalid: "Le format de l'email n'est pas valide",
  passwordRequired: "Le mot de passe est requis",
  passwordTooShort: "Le mot de passe doit contenir au moins 6 caractères",
  confirmationRequired: "Veuillez confirmer le mot de passe",
  confirmationMismatch: "Les mots de passe ne correspondent pas",
} as const;

const tooLong = (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`;

export const firstNameField = z
  .string({ error: ACCOUNT_MESSAGES.firstNameRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.firstNameRequired)
  .max(100, tooLong(100));
export const lastNameField = z
  .string({ error: ACCOUNT_MESSAGES.lastNameRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.lastNameRequired)
  .max(100, tooLong(100));
export const emailField = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, { message: ACCOUNT_MESSAGES.emailRequired, abort: true })
  .max(254, tooLong(254))
  .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());
export const newPasswordField = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, { message: ACCOUNT_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH))
  .refine((password) => !isBlank(password), PASSWORD_POLICY_MESSAGES.PASSWORD_BLANK);

/** The repeated new password of a form that sets one (the form's schema checks that both are the same). */
export const passwordConfirmationField = z
  .string({ error: ACCOUNT_MESSAGES.confirmationRequired })
  .min(1, ACCOUNT_MESSAGES.confirmationRequired);

export const PASSWORDS_MATCH = {
  check: (value: { newPassword: string; confirmPassword: string }) => value.newPassword === value.confirmPassword,
  issue: { path: ["confirmPassword"], message: ACCOUNT_MESSAGES.confirmationMismatch },
};

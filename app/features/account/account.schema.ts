import { z } from "zod";
import {
  firstNameField,
  lastNameField,
  newPasswordField,
  PASSWORDS_MATCH,
  passwordConfirmationField,
} from "../../lib/account-fields";

export const nameSchema = z.object({
  firstName: z.string({ error: "Le prénom est requis" }).pipe(firstNameField),
  lastName: z.string({ error: "Le nom est requis" }).pipe(lastNameField),
});

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: "Le mot de passe actuel est requis" })
      .max(128, "Mot de passe actuel incorrect."),
    newPassword: z.string({ error: "Le mot de passe est requis" }).pipe(newPasswordField),
    confirmPassword: passwordConfirmationField,
  })
  .refine(PASSWORDS_MATCH.check, PASSWORDS_MATCH.issue);

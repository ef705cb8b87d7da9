import { z } from "zod";
import {
  ACCOUNT_MESSAGES,
  emailField,
  firstNameField,
  lastNameField,
  newPasswordField,
} from "../../lib/account-fields";

export const signInSchema = z.object({
  email: emailField,
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(128, "Email ou mot de passe incorrect."),
});

export const signUpSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  password: newPasswordField,
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

export type AuthMode = "connexion" | "inscription";

export function authMode(search: string | URLSearchParams): AuthMode {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return params.get("mode") === "inscription" ? "inscription" : "connexion";
}

import { describe, expect, it } from "vitest";
import { authErrorMessage, GENERIC_AUTH_ERROR } from "./auth-errors";

describe("authErrorMessage", () => {
  it("translates Better Auth's codes for wrong credentials, an existing e-mail and a weak password", () => {
    expect(authErrorMessage("INVALID_EMAIL_OR_PASSWORD")).toBe("Email ou mot de passe incorrect.");
    expect(authErrorMessage("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")).toBe(
      "Un utilisateur avec cet email existe déjà.",
    );
    expect(authErrorMessage("PASSWORD_TOO_SHORT")).toBe("Le mot de passe doit contenir au moins 6 caractères");
  });

  it("never shows an untranslated code", () => {
    expect(authErrorMessage("SOMETHING_NEW")).toBe(GENERIC_AUTH_ERROR);
    expect(authErrorMessage(undefined)).toBe(GENERIC_AUTH_ERROR);
  });
});

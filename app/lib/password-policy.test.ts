import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy";
import { isCommonPassword, serverPasswordProblem } from "./password-policy.server";

describe("passwordProblem", () => {
  it("keeps the product's minimum of 6 characters", () => {
    expect(passwordProblem("abc12")).toBe("PASSWORD_TOO_SHORT");
    expect(passwordProblem("k7#pQz")).toBeNull();
  });

  it("refuses whitespace-only passwords and the e-mail (or its local part)", () => {
    expect(passwordProblem("      ")).toBe("PASSWORD_BLANK");
    expect(passwordProblem("Camille@Exemple.fr", { email: "camille@exemple.fr" })).toBe("PASSWORD_IS_EMAIL");
    expect(passwordProblem("camille", { email: "camille@exemple.fr" })).toBe("PASSWORD_IS_EMAIL");
  });

  it("asks 12 characters of an admin", () => {
    expect(passwordProblem("k7#pQz-long", { role: "admin" })).toBe("PASSWORD_TOO_SHORT_FOR_ADMIN");
    expect(passwordProblem("k7#pQz-longer", { role: "admin" })).toBeNull();
  });
});

describe("serverPasswordProblem", () => {
  it("refuses the most common passwords, whatever their case", () => {
    for (const password of ["123456", "password", "PASSWORD", "azerty", "qwerty123"]) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(serverPasswordProblem(password)).not.toBeNull();
    }
    expect(serverPasswordProblem("password")).toBe("PASSWORD_TOO_COMMON");
  });

  it("accepts an ordinary uncommon password", () => {
    expect(serverPasswordProblem("motdepasse-7f3a", { email: "a@exemple.fr" })).toBeNull();
  });
});

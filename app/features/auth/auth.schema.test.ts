import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { authMode, signInSchema, signUpSchema } from "./auth.schema";

const empty = (...names: string[]) => {
  const formData = new FormData();
  for (const name of names) formData.set(name, "");
  return formData;
};

describe("auth schemas", () => {
  it("name each missing field in French when the form arrives empty (Conform sends no value for them)", () => {
    const signUp = parseWithZod(empty("firstName", "lastName", "email", "password"), { schema: signUpSchema });
    expect(signUp.status === "error" && signUp.error).toEqual({
      firstName: ["Le prénom est requis"],
      lastName: ["Le nom est requis"],
      email: ["L'email est requis"],
      password: ["Le mot de passe est requis"],
    });
    const signIn = parseWithZod(empty("email", "password"), { schema: signInSchema });
    expect(signIn.status === "error" && signIn.error).toEqual({
      email: ["L'email est requis"],
      password: ["Le mot de passe est requis"],
    });
  });

  it("reads the mode from the address", () => {
    expect(authMode("?mode=inscription")).toBe("inscription");
    expect(authMode("?mode=autre")).toBe("connexion");
  });
});

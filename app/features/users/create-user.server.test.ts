import { describe, expect, it } from "vitest";
import { getAuth } from "../../lib/auth.server";
import { createUserAccount, UserCreationError } from "./create-user.server";

describe("createUserAccount", () => {
  it("creates an account that can sign in with Better Auth", async () => {
    await createUserAccount({
      email: "Marie.Dupont@exemple.fr",
      password: "motdepasse",
      role: "manager",
      firstName: "Marie",
      lastName: "Dupont",
    });
    const result = await getAuth().api.signInEmail({
      body: { email: "marie.dupont@exemple.fr", password: "motdepasse" },
    });
    expect(result.user).toMatchObject({ firstName: "Marie", lastName: "Dupont", role: "manager" });
  });

  it("refuses an e-mail already taken and an unknown role", async () => {
    const input = { email: "deux@exemple.fr", password: "motdepasse", role: "employee", firstName: "A", lastName: "B" };
    await createUserAccount(input);
    await expect(createUserAccount(input)).rejects.toThrow(
      new UserCreationError("USER_ALREADY_EXISTS", "Un utilisateur avec cet email existe déjà."),
    );
    await expect(createUserAccount({ ...input, email: "trois@exemple.fr", role: "root" })).rejects.toMatchObject({
      code: "INVALID_ROLE",
    });
  });
});

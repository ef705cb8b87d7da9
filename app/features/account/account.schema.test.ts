import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formData } from "../../../tests/support/form-data";
import { passwordChangeSchema } from "./account.schema";

describe("passwordChangeSchema", () => {
  it("asks for the new password twice, in French", () => {
    const errors = (values: Record<string, string>) =>
      parseWithZod(formData(values), { schema: passwordChangeSchema }).reply().error;
    expect(errors({ currentPassword: "ancien-mdp", newPassword: "Pivoine-Lavande-42", confirmPassword: "" })).toEqual({
      confirmPassword: ["Veuillez confirmer le mot de passe"],
    });
    expect(
      errors({
        currentPassword: "ancien-mdp",
        newPassword: "Pivoine-Lavande-42",
        confirmPassword: "Pivoine-Lavande-4",
      }),
    ).toEqual({ confirmPassword: ["Les mots de passe ne correspondent pas"] });
    expect(
      errors({
        currentPassword: "ancien-mdp",
        newPassword: "Pivoine-Lavande-42",
        confirmPassword: "Pivoine-Lavande-42",
      }),
    ).toBeUndefined();
  });
});

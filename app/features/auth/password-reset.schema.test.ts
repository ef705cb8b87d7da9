import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formData } from "../../../tests/support/form-data";
import { forgotPasswordSchema, PASSWORD_RESET_MESSAGES, resetPasswordSchema } from "./password-reset.schema";

describe("password reset forms", () => {
  it("asks for an e-mail address, in French", () => {
    const submission = parseWithZod(formData({ email: "" }), { schema: forgotPasswordSchema });
    expect(submission.reply().error?.email).toEqual(["L'email est requis"]);
  });

  it("asks for the new password twice, and both the same", () => {
    const empty = parseWithZod(formData({ token: "t", newPassword: "", confirmPassword: "" }), {
      schema: resetPasswordSchema,
    });
    expect(empty.reply().error?.newPassword).toEqual(["Le mot de passe est requis"]);
    expect(empty.reply().error?.confirmPassword).toEqual(["Veuillez confirmer le mot de passe"]);
    const different = parseWithZod(
      formData({ token: "t", newPassword: "Pivoine-Lavande-42", confirmPassword: "Pivoine-Lavande-43" }),
      { schema: resetPasswordSchema },
    );
    expect(different.reply().error?.confirmPassword).toEqual(["Les mots de passe ne correspondent pas"]);
    const missingToken = parseWithZod(formData({ newPassword: "Pivoine-Lavande-42", confirmPassword: "x" }), {
      schema: resetPasswordSchema,
    });
    expect(missingToken.reply().error?.token).toEqual([PASSWORD_RESET_MESSAGES.linkInvalid]);
  });
});

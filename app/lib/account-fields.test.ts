import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ACCOUNT_MESSAGES, emailField, newPasswordField } from "./account-fields";

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
};

describe("account fields", () => {
  it("says an empty e-mail is required, without also calling it malformed", () => {
    expect(messagesOf(emailField, "  ")).toEqual([ACCOUNT_MESSAGES.emailRequired]);
  });

  it("refuses a malformed e-mail and normalises a valid one", () => {
    expect(messagesOf(emailField, "marie@")).toEqual([ACCOUNT_MESSAGES.emailInvalid]);
    expect(emailField.parse(" Marie.Dupont@Exemple.FR ")).toBe("marie.dupont@exemple.fr");
  });

  it("tells a missing password from a short one", () => {
    expect(messagesOf(newPasswordField, "")).toEqual([ACCOUNT_MESSAGES.passwordRequired]);
    expect(messagesOf(newPasswordField, "12345")).toEqual([ACCOUNT_MESSAGES.passwordTooShort]);
    expect(messagesOf(newPasswordField, "123456")).toEqual([]);
  });

  it("lists each message of a whole form once", () => {
    const schema = z.object({ a: newPasswordField, b: newPasswordField });
    expect(messagesOf(schema, { a: "", b: "" })).toEqual([ACCOUNT_MESSAGES.passwordRequired]);
  });
});

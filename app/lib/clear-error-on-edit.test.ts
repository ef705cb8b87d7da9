import { describe, expect, it } from "vitest";
import { withoutErrorsOf } from "./clear-error-on-edit";

describe("the server's errors once fields are edited", () => {
  const reply = {
    status: "error" as const,
    initialValue: { name: "", email: "lea@" },
    error: { name: ["Ce champ est requis"], email: ["Format d'email invalide"] },
    state: { validated: { name: true, email: true } },
  };

  it("is the answer itself while nothing is edited", () => {
    expect(withoutErrorsOf(reply, [])).toBe(reply);
    expect(withoutErrorsOf(undefined, ["name"])).toBeUndefined();
  });

  it("drops the edited fields' errors, and the status and values that would move the focus or the text", () => {
    expect(withoutErrorsOf(reply, ["name"])).toEqual({
      error: { email: ["Format d'email invalide"] },
      state: { validated: { name: true, email: true } },
    });
  });
});

import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "../../lib/form-rules.messages";
import { PARIS } from "../../lib/time";
import { CANNOT_COME_MESSAGES, cannotComeRefusal, declaredPeriod } from "./cannot-come";
import { cannotComeSchema } from "./cannot-come.schema";

describe("« Je ne peux pas venir »", () => {
  it("covers the whole Paris day from a morning shift, the afternoon from a shift from noon on", () => {
    // 05:00Z is 06:00 in Paris in January; 11:00Z is 12:00.
    expect(declaredPeriod("2031-01-13T05:00:00.000Z", PARIS)).toEqual({ day: "2031-01-13", halfDay: null });
    expect(declaredPeriod("2031-01-13T11:00:00.000Z", PARIS)).toEqual({ day: "2031-01-13", halfDay: "afternoon" });
    // 22:30Z on the 13th is already the 14th in Paris.
    expect(declaredPeriod("2031-01-13T22:30:00.000Z", PARIS)).toEqual({ day: "2031-01-13", halfDay: "afternoon" });
    expect(declaredPeriod("2031-01-13T23:30:00.000Z", PARIS)).toEqual({ day: "2031-01-14", halfDay: null });
  });

  it("needs a reason of the list, and keeps the note short", () => {
    const planningId = "0b9f6b9e-0c1a-4c53-8f1e-7d1f2c3b4a59";
    expect(cannotComeSchema.safeParse({ planningId, reason: "sickness" }).data).toEqual({
      planningId,
      reason: "sickness",
      note: null,
    });
    expect(cannotComeSchema.safeParse({ planningId, reason: "paid_leave" }).error?.issues[0]?.message).toBe(
      FIELD_MESSAGES.choice,
    );
    expect(cannotComeSchema.safeParse({ planningId }).error?.issues[0]?.message).toBe(FIELD_MESSAGES.required);
    expect(
      cannotComeSchema.safeParse({ planningId, reason: "other", note: "x".repeat(501) }).error?.issues[0]?.message,
    ).toBe(FIELD_MESSAGES.tooLong(500));
  });

  it("says which field a refused declaration is refused for", () => {
    const refusal = (form: Record<string, string>) => {
      const parsed = cannotComeSchema.safeParse(form);
      return cannotComeRefusal(
        Object.fromEntries(parsed.error?.issues.map((i) => [String(i.path[0]), [i.message]]) ?? []),
      );
    };
    const planningId = "0b9f6b9e-0c1a-4c53-8f1e-7d1f2c3b4a59";
    expect(refusal({ reason: "sickness" })).toBe(CANNOT_COME_MESSAGES.notYours);
    expect(refusal({ planningId, note: "x".repeat(501) })).toBe(CANNOT_COME_MESSAGES.invalid);
    expect(refusal({ planningId, reason: "other", note: "x".repeat(501) })).toBe(FIELD_MESSAGES.tooLong(500));
  });
});

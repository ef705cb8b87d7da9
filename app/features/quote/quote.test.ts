import { describe, expect, it } from "vitest";
import { fieldsOfStep, hiddenFieldsOfStep, stepOfErrors } from "./quote";
import { QUOTE_FIELDS } from "./quote.schema";

describe("quote wizard steps", () => {
  it("shows every field on exactly one step and carries the others hidden", () => {
    expect([...fieldsOfStep(1), ...fieldsOfStep(2)].sort()).toEqual([...QUOTE_FIELDS].sort());
    expect(hiddenFieldsOfStep(2, QUOTE_FIELDS)).toEqual([...fieldsOfStep(1)]);
    expect(hiddenFieldsOfStep(1, QUOTE_FIELDS)).toEqual([...fieldsOfStep(2)]);
    expect(fieldsOfStep(3)).toEqual([]);
  });

  it("sends the visitor back to the step holding the first error", () => {
    expect(stepOfErrors({ area: [], email: [] })).toBe(1);
    expect(stepOfErrors({ area: [] })).toBe(2);
  });
});

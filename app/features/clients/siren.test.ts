import { describe, expect, it } from "vitest";
import { isSiren } from "./siren";

describe("a SIREN", () => {
  it("is nine digits with a valid check key", () => {
    // The SIRENs of the INSEE and of La Poste.
    expect(isSiren("120027016")).toBe(true);
    expect(isSiren("356000000")).toBe(true);
    expect(isSiren("120027017")).toBe(false);
    expect(isSiren("12002701")).toBe(false);
    expect(isSiren("12002701a")).toBe(false);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SANITIZED_MAX_LENGTH, sanitizeText } from "./sanitize";

describe("sanitizeText", () => {
  it("trims and keeps ordinary French text as typed", () => {
    expect(sanitizeText("  Bonjour, j'aimerais un devis pour 200 m² à Paris (75011).  ")).toBe(
      "Bonjour, j'aimerais un devis pour 200 m² à Paris (75011).",
    );
  });

  it("removes angle brackets, javascript: and inline event handlers", () => {
    expect(sanitizeText('<script>alert("x")</script>')).toBe('scriptalert("x")/script');
    expect(sanitizeText("<img src=x onerror=alert(1)>")).toBe("img src=x alert(1)");
    expect(sanitizeText("JavaScript :alert(1)")).toBe("alert(1)");
    expect(sanitizeText('a onClick = "x" b')).toBe('a  "x" b');
  });

  it("does not let a removed pattern reassemble another", () => {
    expect(sanitizeText("javajavascript:script:alert(1)")).toBe("alert(1)");
    expect(sanitizeText("<<>script>")).toBe("script");
    expect(sanitizeText("a on<>click=alert(1)")).toBe("a alert(1)");
  });

  it("leaves words merely containing 'on' alone", () => {
    expect(sanitizeText("Bonjour, nettoyage bon = ok")).toBe("Bonjour, nettoyage bon = ok");
  });

  it("cuts to 1000 characters", () => {
    expect(sanitizeText("a".repeat(2500))).toHaveLength(SANITIZED_MAX_LENGTH);
  });

  it("never returns a dangerous pattern, is idempotent and stays within the limit", () => {
    const hostile = fc.string({
      unit: fc.constantFrom("<", ">", "java", "script", ":", "on", "click", "=", " ", "a", "é"),
      maxLength: 400,
    });
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string({ maxLength: 1500 })), (input) => {
        const output = sanitizeText(input);
        expect(output).not.toMatch(/[<>]|javascript\s*:|\bon\w+\s*=/i);
        expect(output.length).toBeLessThanOrEqual(SANITIZED_MAX_LENGTH);
        expect(sanitizeText(output)).toBe(output);
      }),
    );
  });
});

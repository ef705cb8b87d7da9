import { describe, expect, it } from "vitest";
import { parseCompanyEnv, socialLinks } from "./company-env";

describe("company environment", () => {
  it("normalises the registration numbers and the capital", () => {
    expect(
      parseCompanyEnv({ COMPANY_SIREN: "123 456789", COMPANY_VAT: "fr 32 123 456 789", COMPANY_CAPITAL: "150 000" }),
    ).toEqual({
      COMPANY_SIREN: "123\u00a0456\u00a0789",
      COMPANY_VAT: "FR32123456789",
      COMPANY_CAPITAL: "150\u202f000",
    });
  });

  it("treats empty values as not configured and ignores other variables", () => {
    expect(parseCompanyEnv({ COMPANY_SIREN: "", PORT: "3000" })).toEqual({});
  });

  it("stops on a bad value with the variable's name", () => {
    expect(() => parseCompanyEnv({ COMPANY_SIREN: "12345" })).toThrow(/^Configuration invalide : COMPANY_SIREN/);
    expect(() => parseCompanyEnv({ COMPANY_CAPITAL: "dix mille" })).toThrow(/COMPANY_CAPITAL/);
    expect(() => parseCompanyEnv({ SOCIAL_LINKEDIN_URL: "http://linkedin.com/x" })).toThrow(/SOCIAL_LINKEDIN_URL/);
  });

  it("lists only the configured social pages, in the footer's order", () => {
    expect(socialLinks({})).toEqual([]);
    expect(
      socialLinks(
        parseCompanyEnv({
          SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/clarte",
          SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/clarte",
        }),
      ),
    ).toEqual([
      { network: "LinkedIn", url: "https://www.linkedin.com/company/clarte" },
      { network: "Instagram", url: "https://www.instagram.com/clarte" },
    ]);
  });
});

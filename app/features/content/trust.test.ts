import { describe, expect, it } from "vitest";
import { parseTrustEnv } from "../../lib/trust-env";
import { history } from "./about";
import { jobOffersLead } from "./job-offers";
import { companyFigures, hasTrustSection, trustClaims } from "./trust";

const now = new Date("2026-11-23T12:00:00Z");

describe("trustClaims", () => {
  it("claims only the company's own figures when nothing is configured", () => {
    const claims = trustClaims(parseTrustEnv({}), now);
    expect(claims).toEqual({
      sectors: [],
      commitments: [],
      insurance: null,
      figures: [
        { value: "500+", label: "clients" },
        { value: "10+", label: "ans d'expérience" },
        { value: "50+", label: "experts" },
        { value: "5000+", label: "interventions par an" },
      ],
    });
    expect(hasTrustSection(claims)).toBe(false);
  });

  it("shows only the configured commitments, in the configured order", () => {
    const claims = trustClaims(parseTrustEnv({ TRUST_COMMITMENTS: "reponse-24h,equipes-stables" }), now);
    expect(claims.commitments.map((commitment) => commitment.title)).toEqual([
      "Une réponse sous 24 h",
      "Des équipes stables",
    ]);
    expect(claims.commitments[0]?.text).toContain("24 heures ouvrées");
    expect(hasTrustSection(claims)).toBe(true);
  });

  it("names the insurer, and the cover only when it is configured too", () => {
    expect(trustClaims(parseTrustEnv({ TRUST_INSURER: "Assureur Exemple" }), now).insurance).toBe(
      "Responsabilité civile professionnelle souscrite auprès d'Assureur Exemple.",
    );
    expect(trustClaims(parseTrustEnv({ TRUST_INSURER: "MMA Entreprise" }), now).insurance).toBe(
      "Responsabilité civile professionnelle souscrite auprès de MMA Entreprise.",
    );
    expect(
      trustClaims(parseTrustEnv({ TRUST_INSURER: "Assureur Exemple", TRUST_INSURANCE_COVER: "5000000" }), now)
        .insurance,
    ).toBe(
      "Responsabilité civile professionnelle souscrite auprès d'Assureur Exemple, jusqu'à 5\u202f000\u202f000\u00a0€ par sinistre.",
    );
    expect(trustClaims(parseTrustEnv({ TRUST_INSURANCE_COVER: "5000000" }), now).insurance).toBeNull();
  });

  it("replaces each of the company's figures the environment states, the years counted from the founding", () => {
    expect(trustClaims(parseTrustEnv({ TRUST_CLIENTS: "650", TRUST_STAFF: "72" }), now).figures).toEqual([
      { value: "650+", label: "clients" },
      { value: "10+", label: "ans d'expérience" },
      { value: "72+", label: "experts" },
      { value: "5000+", label: "interventions par an" },
    ]);
    expect(
      trustClaims(parseTrustEnv({ TRUST_INTERVENTIONS_PER_YEAR: "8000" }), new Date("2031-01-01")).figures,
    ).toEqual([
      { value: "500+", label: "clients" },
      { value: "20+", label: "ans d'expérience" },
      { value: "50+", label: "experts" },
      { value: "8000+", label: "interventions par an" },
    ]);
  });

  it("serves the same figures to every page that states them", () => {
    expect(companyFigures(parseTrustEnv({}))).toEqual({ clients: 500, staff: 50, interventionsPerYear: 5000 });
    expect(companyFigures(parseTrustEnv({ TRUST_STAFF: "64" }))).toEqual({
      clients: 500,
      staff: 64,
      interventionsPerYear: 5000,
    });
    expect(jobOffersLead(companyFigures(parseTrustEnv({ TRUST_STAFF: "64" })))).toMatch(/^Plus de 64 experts /);
    expect(history(companyFigures(parseTrustEnv({}))).at(-1)?.text).toBe(
      "Plus de 50 experts au service de plus de 500 clients dans toute l'Île-de-France.",
    );
  });

  it("lists the sectors as configured", () => {
    expect(trustClaims(parseTrustEnv({ TRUST_SECTORS: "Bureaux;Restaurants" }), now).sectors).toEqual([
      "Bureaux",
      "Restaurants",
    ]);
  });
});

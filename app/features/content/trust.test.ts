import { describe, expect, it } from "vitest";
import { parseTrustEnv } from "../../lib/trust-env";
import { hasTrustSection, trustClaims } from "./trust";

const now = new Date("2026-11-23T12:00:00Z");

describe("trustClaims", () => {
  it("claims nothing when nothing is configured", () => {
    const claims = trustClaims(parseTrustEnv({}), now);
    expect(claims).toEqual({ sectors: [], commitments: [], insurance: null, figures: [] });
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

  it("gives only the configured figures, with the years since the founding beside them", () => {
    expect(trustClaims(parseTrustEnv({ TRUST_CLIENTS: "500", TRUST_STAFF: "50" }), now).figures).toEqual([
      { value: "500+", label: "clients" },
      { value: "10+", label: "ans d'expérience" },
      { value: "50+", label: "experts" },
    ]);
    expect(trustClaims(parseTrustEnv({ TRUST_INTERVENTIONS_PER_YEAR: "5000" }), now).figures).toEqual([
      { value: "5000+", label: "interventions par an" },
      { value: "10+", label: "ans d'expérience" },
    ]);
  });

  it("lists the sectors as configured", () => {
    expect(trustClaims(parseTrustEnv({ TRUST_SECTORS: "Bureaux;Restaurants" }), now).sectors).toEqual([
      "Bureaux",
      "Restaurants",
    ]);
  });
});

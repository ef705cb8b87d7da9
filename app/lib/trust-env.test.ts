import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseTrustEnv, trustEnvShape } from "./trust-env";

describe("parseTrustEnv", () => {
  it("reads nothing from an environment that states no claim", () => {
    expect(parseTrustEnv({ PORT: "3000", TRUST_PROXY: "true", TRUST_SECTORS: "" })).toEqual({});
  });

  it("splits the sectors on semicolons, trimmed, without blanks or duplicates", () => {
    expect(parseTrustEnv({ TRUST_SECTORS: " Bureaux ; Commerces;;Bureaux; Copropriétés, syndics " })).toEqual({
      TRUST_SECTORS: ["Bureaux", "Commerces", "Copropriétés, syndics"],
    });
  });

  it("accepts the known commitments, separated by commas or semicolons", () => {
    expect(parseTrustEnv({ TRUST_COMMITMENTS: "equipes-stables, reponse-24h;controle-qualite" })).toEqual({
      TRUST_COMMITMENTS: ["equipes-stables", "reponse-24h", "controle-qualite"],
    });
  });

  it("reads counts written with spaces", () => {
    expect(parseTrustEnv({ TRUST_INSURANCE_COVER: "5 000 000", TRUST_CLIENTS: "500" })).toEqual({
      TRUST_INSURANCE_COVER: 5_000_000,
      TRUST_CLIENTS: 500,
    });
  });

  it("stops on a bad value with the variable's name", () => {
    expect(() => parseTrustEnv({ TRUST_COMMITMENTS: "equipes-stables,meilleur-prix" })).toThrow(
      /^Configuration invalide : TRUST_COMMITMENTS — attendu parmi equipes-stables/,
    );
    expect(() => parseTrustEnv({ TRUST_CLIENTS: "beaucoup" })).toThrow(/TRUST_CLIENTS/);
    expect(() => parseTrustEnv({ TRUST_STAFF: "0" })).toThrow(/TRUST_STAFF/);
    expect(() => parseTrustEnv({ TRUST_INSURER: "X" })).toThrow(/TRUST_INSURER/);
  });

  it("names every variable in the build's freshness check, since prerendered pages show them", () => {
    const ensureBuild = readFileSync("scripts/ensure-build.mjs", "utf8");
    for (const name of Object.keys(trustEnvShape)) expect(ensureBuild).toContain(`"${name}"`);
  });
});

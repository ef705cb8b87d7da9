import { describe, expect, it } from "vitest";
import { type CompanyEnv, parseCompanyEnv } from "../../lib/company-env";
import { legalIdentity, missingLegalFacts, missingLegalFactsWarning } from "./legal-identity";

const complete: CompanyEnv = parseCompanyEnv({
  COMPANY_CAPITAL: "10000",
  COMPANY_SIREN: "123456789",
  COMPANY_RCS_CITY: "Paris",
  COMPANY_VAT: "FR32123456789",
  PUBLISHER_NAME: "Claire Martin",
  PUBLISHER_TITLE: "Présidente",
  HOSTING_NAME: "Hébergement Exemple SAS",
  HOSTING_ADDRESS: "2 rue Kellermann, 59100 Roubaix",
  HOSTING_PHONE: "09 72 10 10 07",
});

/** Every sentence a page shows from the identity. */
function allText(env: CompanyEnv): string {
  const identity = legalIdentity(env);
  return [
    ...identity.publisher,
    identity.registration,
    identity.publicationDirector,
    ...identity.host,
    identity.hostName,
  ].join("\n");
}

function without(name: keyof CompanyEnv): CompanyEnv {
  return { ...complete, [name]: undefined };
}

describe("legal identity from the environment", () => {
  it("writes complete French sentences from every fact", () => {
    const identity = legalIdentity(complete);
    expect(identity.publisher).toEqual([
      "Clarté Propreté SAS, société par actions simplifiée (SAS) au capital de 10\u202f000 €.",
      "Siège social : 25 rue de la Folie-Méricourt, 75011 Paris.",
      "Immatriculée au registre du commerce et des sociétés de Paris sous le numéro 123\u00a0456\u00a0789.",
      "Numéro de TVA intracommunautaire : FR32123456789.",
    ]);
    expect(identity.registration).toBe("RCS Paris 123\u00a0456\u00a0789");
    expect(identity.publicationDirector).toBe("Claire Martin, Présidente.");
    expect(identity.host).toEqual([
      "Hébergement Exemple SAS.",
      "Adresse : 2 rue Kellermann, 59100 Roubaix.",
      "Téléphone : 09 72 10 10 07.",
    ]);
    expect(missingLegalFacts(complete)).toEqual([]);
  });

  it("drops the capital from the first sentence when it is not configured", () => {
    expect(legalIdentity(without("COMPANY_CAPITAL")).publisher[0]).toBe(
      "Clarté Propreté SAS, société par actions simplifiée (SAS).",
    );
  });

  it("gives the SIREN alone without the registry's city, and no registration without the SIREN", () => {
    const noCity = legalIdentity(without("COMPANY_RCS_CITY"));
    expect(noCity.publisher).toContain("Numéro SIREN : 123\u00a0456\u00a0789.");
    expect(noCity.registration).toBe("SIREN 123\u00a0456\u00a0789");
    const noSiren = legalIdentity(without("COMPANY_SIREN"));
    expect(noSiren.publisher.join(" ")).not.toMatch(/Immatricul|SIREN/);
    expect(noSiren.registration).toBeNull();
  });

  it("drops the VAT number, the director and each line of the host when they are not configured", () => {
    expect(legalIdentity(without("COMPANY_VAT")).publisher.join(" ")).not.toContain("TVA");
    expect(legalIdentity(without("PUBLISHER_NAME")).publicationDirector).toBeNull();
    expect(legalIdentity(without("PUBLISHER_TITLE")).publicationDirector).toBe("Claire Martin.");
    expect(legalIdentity(without("HOSTING_ADDRESS")).host).toEqual([
      "Hébergement Exemple SAS.",
      "Téléphone : 09 72 10 10 07.",
    ]);
    expect(legalIdentity(without("HOSTING_NAME")).hostName).toBeNull();
  });

  it("with nothing configured, keeps only what the code knows: no bracket, no undefined", () => {
    const identity = legalIdentity({});
    expect(identity.publisher).toEqual([
      "Clarté Propreté SAS, société par actions simplifiée (SAS).",
      "Siège social : 25 rue de la Folie-Méricourt, 75011 Paris.",
    ]);
    expect(identity.publicationDirector).toBeNull();
    expect(identity.host).toEqual([]);
    expect(allText({})).not.toMatch(/[[\]]|undefined|null/);
    // Every fact but the optional title is missing, in the page's order: the operator reads them in this warning.
    expect(missingLegalFactsWarning({})).toBe(
      "Mentions légales incomplètes, non configuré : COMPANY_CAPITAL, COMPANY_SIREN, COMPANY_RCS_CITY, COMPANY_VAT, PUBLISHER_NAME, HOSTING_NAME, HOSTING_ADDRESS, HOSTING_PHONE. Les phrases correspondantes sont omises de /terms et /privacy.",
    );
  });

  it("names each missing fact", () => {
    expect(missingLegalFacts(without("HOSTING_PHONE"))).toEqual(["HOSTING_PHONE"]);
    expect(missingLegalFacts(without("PUBLISHER_TITLE"))).toEqual([]);
  });

  it("warn once at start, naming every missing variable, and not at all when complete", () => {
    expect(missingLegalFactsWarning(complete)).toBeNull();
    expect(missingLegalFactsWarning(without("COMPANY_VAT"))).toBe(
      "Mentions légales incomplètes, non configuré : COMPANY_VAT. Les phrases correspondantes sont omises de /terms et /privacy.",
    );
  });
});

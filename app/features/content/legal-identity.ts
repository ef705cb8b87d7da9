import { company, fullAddress } from "../../lib/company";
import type { CompanyEnv } from "../../lib/company-env";

/**
 * The company's legal identity shown in the mentions légales (LCEN art. 6) and the privacy policy. The registration
 * details, the publication director and the host come from the environment (app/lib/company-env.ts): a fact that is
 * not configured leaves its sentence out, never a placeholder
 * (docs/decisions/023-legal-identity-from-configuration.md).
 */
export interface LegalIdentity {
  legalName: string;
  headOffice: string;
  phone: string;
  email: string;
  /** Where people exercise their data-protection rights. */
  privacyEmail: string;
  privacyPolicyUpdated: string;
  /** The publisher's sentences: name, form and capital, head office, registration, VAT number. */
  publisher: string[];
  /** "RCS Paris 123 456 789", or the SIREN alone, or null. */
  registration: string | null;
  publicationDirector: string | null;
  /** The host's sentences: name, address, phone. */
  host: string[];
  hostName: string | null;
}

/** The variables a complete mentions légales needs, in the order of the page. */
const legalFacts = [
  "COMPANY_CAPITAL",
  "COMPANY_SIREN",
  "COMPANY_RCS_CITY",
  "COMPANY_VAT",
  "PUBLISHER_NAME",
  "HOSTING_NAME",
  "HOSTING_ADDRESS",
  "HOSTING_PHONE",
] as const satisfies ReadonlyArray<keyof CompanyEnv>;

/** The legal facts the environment leaves out, by variable name (for one warning at start). */
export function missingLegalFacts(env: CompanyEnv): string[] {
  return legalFacts.filter((name) => env[name] === undefined);
}

function sentences(...candidates: Array<string | false | undefined>): string[] {
  return candidates.filter((sentence): sentence is string => typeof sentence === "string");
}

export function legalIdentity(env: CompanyEnv): LegalIdentity {
  const legalName = company.legalName;
  const registration =
    env.COMPANY_SIREN === undefined
      ? null
      : env.COMPANY_RCS_CITY === undefined
        ? `SIREN ${env.COMPANY_SIREN}`
        : `RCS ${env.COMPANY_RCS_CITY} ${env.COMPANY_SIREN}`;
  return {
    legalName,
    headOffice: fullAddress,
    phone: company.phones[0].display,
    email: company.email,
    privacyEmail: "donnees-personnelles@clarte-proprete.fr",
    privacyPolicyUpdated: "2025-09-01",
    publisher: sentences(
      env.COMPANY_CAPITAL === undefined
        ? `${legalName}, société par actions simplifiée (SAS).`
        : `${legalName}, société par actions simplifiée (SAS) au capital de ${env.COMPANY_CAPITAL} €.`,
      `Siège social : ${fullAddress}.`,
      env.COMPANY_SIREN !== undefined &&
        (env.COMPANY_RCS_CITY === undefined
          ? `Numéro SIREN : ${env.COMPANY_SIREN}.`
          : `Immatriculée au registre du commerce et des sociétés de ${env.COMPANY_RCS_CITY} sous le numéro ${env.COMPANY_SIREN}.`),
      env.COMPANY_VAT !== undefined && `Numéro de TVA intracommunautaire : ${env.COMPANY_VAT}.`,
    ),
    registration,
    publicationDirector:
      env.PUBLISHER_NAME === undefined
        ? null
        : `${env.PUBLISHER_NAME}${env.PUBLISHER_TITLE === undefined ? "" : `, ${env.PUBLISHER_TITLE}`}.`,
    host: sentences(
      env.HOSTING_NAME !== undefined && `${env.HOSTING_NAME}.`,
      env.HOSTING_ADDRESS !== undefined && `Adresse : ${env.HOSTING_ADDRESS}.`,
      env.HOSTING_PHONE !== undefined && `Téléphone : ${env.HOSTING_PHONE}.`,
    ),
    hostName: env.HOSTING_NAME ?? null,
  };
}

/** The one line the server logs at start when the mentions légales lack facts, or null when they are complete. */
export function missingLegalFactsWarning(env: CompanyEnv): string | null {
  const missing = missingLegalFacts(env);
  if (missing.length === 0) return null;
  return `Mentions légales incomplètes, non configuré : ${missing.join(", ")}. Les phrases correspondantes sont omises de /terms et /privacy.`;
}

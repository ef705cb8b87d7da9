import { company, fullAddress } from "../../lib/company";

/**
 * The company's legal identity shown in the mentions légales (LCEN art. 6) and the privacy policy.
 * The bracketed values are placeholders the company replaces with its registration details.
 */
export const legalIdentity = {
  legalName: company.legalName,
  legalForm: "Société par actions simplifiée (SAS)",
  shareCapital: "[montant du capital social] €",
  registration: "RCS Paris [numéro SIREN]",
  vatNumber: "FR[clé][numéro SIREN]",
  headOffice: fullAddress,
  phone: company.phones[0].display,
  email: company.email,
  publicationDirector: "[Nom et prénom], Présidente",
  host: {
    name: "[Nom de l'hébergeur]",
    address: "[Adresse postale de l'hébergeur]",
    phone: "[Téléphone de l'hébergeur]",
  },
  /** Where people exercise their data-protection rights. */
  privacyEmail: "donnees-personnelles@clarte-proprete.fr",
  privacyPolicyUpdated: "2025-09-01",
} as const;

import { z } from "zod";
import { type EnvSection, envSectionReader } from "./env-section";

/**
 * The company's registration details, its host and its social pages, given by the environment: they differ between
 * an operator's installations and are not known when the code is written. Each is optional: a page leaves out what
 * is not configured.
 */
const text = z.string().trim().min(2, "au moins 2 caractères");
const httpsUrl = z.url({ protocol: /^https$/, message: "attendu une URL https://" });

export const companyEnvShape = {
  COMPANY_SIREN: z
    .string()
    .regex(/^\d{3} ?\d{3} ?\d{3}$/, "attendu 9 chiffres")
    // Non-breaking spaces: the number never splits across lines.
    .transform((siren) => siren.replaceAll(" ", "").replace(/(\d{3})(\d{3})(\d{3})/, "$1\u00a0$2\u00a0$3"))
    .optional(),
  COMPANY_CAPITAL: z
    .string()
    .regex(/^\d[\d ]*$/, "attendu un montant en euros, en chiffres")
    .transform((amount) => new Intl.NumberFormat("fr-FR").format(Number(amount.replaceAll(" ", ""))))
    .optional(),
  COMPANY_RCS_CITY: text.optional(),
  COMPANY_VAT: z
    .string()
    .regex(/^FR ?[0-9A-Z]{2} ?\d{3} ?\d{3} ?\d{3}$/i, "attendu FR, 2 caractères de clé et le SIREN")
    .transform((vat) => vat.replaceAll(" ", "").toUpperCase())
    .optional(),
  PUBLISHER_NAME: text.optional(),
  PUBLISHER_TITLE: text.optional(),
  HOSTING_NAME: text.optional(),
  HOSTING_ADDRESS: text.optional(),
  HOSTING_PHONE: text.optional(),
  SOCIAL_LINKEDIN_URL: httpsUrl.optional(),
  SOCIAL_FACEBOOK_URL: httpsUrl.optional(),
  SOCIAL_INSTAGRAM_URL: httpsUrl.optional(),
};

export type CompanyEnv = EnvSection<typeof companyEnvShape>;

export interface SocialLink {
  network: string;
  url: string;
}

/** The company's social pages that are configured, in the footer's order. */
export function socialLinks(env: CompanyEnv): SocialLink[] {
  const links = [
    { network: "LinkedIn", url: env.SOCIAL_LINKEDIN_URL },
    { network: "Facebook", url: env.SOCIAL_FACEBOOK_URL },
    { network: "Instagram", url: env.SOCIAL_INSTAGRAM_URL },
  ];
  return links.filter((link): link is SocialLink => link.url !== undefined);
}

/**
 * Reads only the company's variables, without the side effects of the server's whole configuration (the auth
 * secret): prerendering reads them at build time. A bad value stops with the variable's name.
 */
export const parseCompanyEnv: (source: Record<string, string | undefined>) => CompanyEnv =
  envSectionReader(companyEnvShape);

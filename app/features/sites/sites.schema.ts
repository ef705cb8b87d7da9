import { z } from "zod";
import { ERROR_MESSAGES } from "../../lib/error-messages";
import { isFrenchPhone, postalCodeField } from "../../lib/form-rules";
import { FIELD_MESSAGES } from "../../lib/form-rules.messages";
import { roleDenied } from "../../lib/permissions";

/** The lengths of the `sites` columns. */
export const SITE_LIMITS = {
  name: 200,
  clientName: 200,
  address: 300,
  city: 100,
  accessInstructions: 2000,
  accessCode: 100,
  contactName: 200,
  contactPhone: 20,
} as const;

export const SITE_MESSAGES = {
  ...ERROR_MESSAGES,
  created: "Site créé",
  updated: "Site mis à jour",
  archived: "Site archivé",
  reactivated: "Site réactivé",
  deleted: "Site supprimé",
  nameTaken: "Un site porte déjà ce nom.",
  notFound: "Ce site n'existe plus.",
  hasPlannings: "Ce site a des plannings : archivez-le au lieu de le supprimer.",
  listFailed: "Impossible de charger les sites.",
  postalCode: FIELD_MESSAGES.postalCode,
} as const;

/** What an action on sites answers to an employee or a visitor. */
export const SITES_DENIED = roleDenied("Accès refusé : vous n'avez pas les droits pour gérer les sites.");

// Conform turns an empty field into undefined: the required message must name a missing value too.
const requiredText = (max: number) =>
  z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(max, FIELD_MESSAGES.tooLong(max));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, FIELD_MESSAGES.tooLong(max))
    .optional()
    .transform((value) => value || null);

const siteId = z.string({ error: SITE_MESSAGES.notFound }).trim().min(1, SITE_MESSAGES.notFound);

/** The fields of the site form, create and edit alike. */
export const siteFields = {
  name: requiredText(SITE_LIMITS.name),
  clientName: requiredText(SITE_LIMITS.clientName),
  address: requiredText(SITE_LIMITS.address),
  postalCode: postalCodeField(),
  city: requiredText(SITE_LIMITS.city),
  accessInstructions: optionalText(SITE_LIMITS.accessInstructions),
  accessCode: optionalText(SITE_LIMITS.accessCode),
  contactName: optionalText(SITE_LIMITS.contactName),
  contactPhone: z
    .string()
    .trim()
    .max(SITE_LIMITS.contactPhone, FIELD_MESSAGES.tooLong(SITE_LIMITS.contactPhone))
    .refine((value) => value === "" || isFrenchPhone(value), FIELD_MESSAGES.phone)
    .optional()
    .transform((value) => value || null),
  /** The 'Actif' checkbox: absent when unticked. */
  active: z
    .literal("on", { error: SITE_MESSAGES.invalid })
    .optional()
    .transform((value) => value === "on"),
};

export const createSiteSchema = z.object(siteFields);
export const updateSiteSchema = z.object({ id: siteId, ...siteFields });
/** Archive, re-activate or delete: the site's id only. */
export const siteIdSchema = z.object({ id: siteId });

export type SiteInput = z.output<typeof createSiteSchema>;

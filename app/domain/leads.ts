import { labelledEnum } from "./labelled-enum";

/**
 * The enumerations of the lead forms, their French labels and the fields' maxima: one
 * statement shared by the database schema, the actions and the forms.
 */

/** The field people cannot see and bots fill in: a public form that comes back with it is dropped silently. */
export const HONEYPOT_FIELD = "website";

/**
 * The short reference of a quote request (DEV-…) or a contact message (MSG-…), from its id: what the visitor is given
 * in the acknowledgement, and what visitor and staff quote in their mails.
 */
export function leadReference(type: "quote" | "contact", id: string): string {
  return `${type === "quote" ? "DEV" : "MSG"}-${id.replaceAll("-", "").slice(0, 8).toUpperCase()}`;
}

export const { values: LEAD_STATUSES, labels: LEAD_STATUS_LABELS } = labelledEnum({
  new: "nouveau",
  in_progress: "en cours",
  done: "traité",
  archived: "archivé",
});
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const { values: CONTACT_SUBJECTS, labels: CONTACT_SUBJECT_LABELS } = labelledEnum({
  devis: "Demande de devis",
  info: "Demande d'information",
  reclamation: "Réclamation",
  autre: "Autre",
});
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const { values: PROPERTY_TYPES, labels: PROPERTY_TYPE_LABELS } = labelledEnum({
  bureau: "Bureaux",
  commerce: "Commerce",
  restaurant: "Restaurant",
  usine: "Usine ou entrepôt",
  immeuble: "Immeuble",
  medical: "Cabinet médical",
  autre: "Autre",
});
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const { values: FREQUENCIES, labels: FREQUENCY_LABELS } = labelledEnum({
  quotidienne: "Quotidienne",
  hebdomadaire: "Hebdomadaire",
  bihebdomadaire: "Bihebdomadaire",
  mensuelle: "Mensuelle",
  ponctuelle: "Ponctuelle",
});
export type Frequency = (typeof FREQUENCIES)[number];

/** Maxima of the lead fields, in characters: the forms, the actions and the columns agree on them. */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  subject: 200,
  message: 2000,
  company: 200,
  address: 300,
  city: 100,
  zipCode: 10,
  area: 50,
  specificRequirements: 2000,
  note: 2000,
} as const;

/** The label of a stored value, or the value itself when it is not in the list. */
export function labelOf(labels: Record<string, string>, value: string | null | undefined): string {
  if (!value) return "";
  return labels[value] ?? value;
}

import type {
  CONTACT_SUBJECTS,
  FREQUENCIES,
  LEAD_STATUSES,
  PROPERTY_TYPES,
  SERVICE_TYPES,
} from "../../db/schema/leads";

/** French labels of the lead enumerations (spec §3), shared by the public forms and the staff inbox. */
export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  devis: "Demande de devis",
  info: "Demande d'information",
  reclamation: "Réclamation",
  autre: "Autre",
};

export const SERVICE_TYPE_LABELS: Record<(typeof SERVICE_TYPES)[number], string> = {
  bureaux: "Nettoyage de bureaux",
  magasins: "Nettoyage de magasins",
  industriel: "Nettoyage industriel",
  immeubles: "Nettoyage d'immeubles",
  restaurants: "Nettoyage de restaurants",
  vitres: "Nettoyage de vitres",
  medical: "Nettoyage de cabinets médicaux",
  ponctuel: "Nettoyage ponctuel",
};

export const PROPERTY_TYPE_LABELS: Record<(typeof PROPERTY_TYPES)[number], string> = {
  bureau: "Bureaux",
  commerce: "Commerce",
  restaurant: "Restaurant",
  usine: "Usine ou entrepôt",
  immeuble: "Immeuble",
  medical: "Cabinet médical",
  autre: "Autre",
};

export const FREQUENCY_LABELS: Record<(typeof FREQUENCIES)[number], string> = {
  quotidienne: "Quotidienne",
  hebdomadaire: "Hebdomadaire",
  bihebdomadaire: "Bihebdomadaire",
  mensuelle: "Mensuelle",
  ponctuelle: "Ponctuelle",
};

export const LEAD_STATUS_LABELS: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: "nouveau",
  in_progress: "en cours",
  done: "traité",
  archived: "archivé",
};

/** The label of a stored value, or the value itself when it is not in the list. */
export function labelOf(labels: Record<string, string>, value: string | null | undefined): string {
  if (!value) return "";
  return labels[value] ?? value;
}

import type { contactMessages, jobApplications, newsletterSubscribers, quoteRequests } from "../../../db/schema";
import {
  CLIENT_REQUEST_KIND_LABELS,
  CONTACT_SUBJECT_LABELS,
  FREQUENCY_LABELS,
  LEAD_STATUS_LABELS,
  PROPERTY_TYPE_LABELS,
} from "../../domain/enums";
import { labelOf } from "../../domain/leads";
import { SERVICE_TYPE_LABELS } from "../../domain/services";
import { formatDateTime } from "../../lib/time";
import { formatCalendarDate } from "./inbox";
import type { RequestLeadRow } from "./request-leads.server";

type ContactRow = typeof contactMessages.$inferSelect;
type QuoteRow = typeof quoteRequests.$inferSelect;
type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
type ApplicationRow = typeof jobApplications.$inferSelect;

export type LeadRecord =
  | { type: "contact"; row: ContactRow }
  | { type: "quote"; row: QuoteRow }
  | { type: "newsletter"; row: SubscriberRow }
  | { type: "application"; row: ApplicationRow }
  | { type: "request"; row: RequestLeadRow };

/** Every field of a lead as French label and displayed text, in the order staff read them. */
export function leadFields(lead: LeadRecord, timeZone: string): Array<[string, string]> {
  return [
    ["Reçu le", formatDateTime(lead.row.createdAt, timeZone)],
    ["Statut", labelOf(LEAD_STATUS_LABELS, lead.row.status)],
    ...ownFields(lead, timeZone),
  ];
}

/** The fields of a lead that only its type has. */
function ownFields({ type, row }: LeadRecord, timeZone: string): Array<[string, string]> {
  switch (type) {
    case "contact":
      return [
        ["Nom", row.name],
        ["E-mail", row.email],
        ["Téléphone", row.phone ?? ""],
        ["Sujet", labelOf(CONTACT_SUBJECT_LABELS, row.subject)],
        ["Message", row.message],
      ];
    case "quote":
      return [
        ["Nom", row.name],
        ["Société", row.company ?? ""],
        ["E-mail", row.email],
        ["Téléphone", row.phone],
        ["Adresse", row.address],
        ["Ville", row.city],
        ["Code postal", row.zipCode],
        ["Type de service", labelOf(SERVICE_TYPE_LABELS, row.serviceType)],
        ["Type de locaux", labelOf(PROPERTY_TYPE_LABELS, row.propertyType)],
        ["Surface", row.area],
        ["Fréquence", labelOf(FREQUENCY_LABELS, row.frequency)],
        ["Date de début souhaitée", formatCalendarDate(row.startDate)],
        ["Besoins particuliers", row.specificRequirements ?? ""],
      ];
    case "newsletter":
      return [
        ["E-mail", row.email],
        ["Consentement donné le", formatDateTime(row.consentedAt, timeZone)],
        ["Désinscrit le", row.unsubscribedAt ? formatDateTime(row.unsubscribedAt, timeZone) : ""],
      ];
    case "application":
      return [
        ["Offre", row.offerTitle],
        ["Nom", row.name],
        ["E-mail", row.email],
        ["Téléphone", row.phone],
        ["Message", row.message ?? ""],
        ["Consentement donné le", formatDateTime(row.consentedAt, timeZone)],
      ];
    case "request":
      return [
        ["Site", row.siteName],
        ["Client", row.clientName],
        ["Nom", row.name],
        ["E-mail", row.email],
        ["Type de demande", labelOf(CLIENT_REQUEST_KIND_LABELS, row.kind)],
        ["Message", row.message],
        ["Photo", row.hasPhoto ? "Oui" : "Non"],
      ];
  }
}

/** The CSV header and line of a lead: its fields, then the internal note. */
export function leadCsvColumns(lead: LeadRecord, timeZone: string): { header: string[]; cells: string[] } {
  const fields = [...leadFields(lead, timeZone), ["Note interne", lead.row.note] as [string, string]];
  return { header: fields.map(([label]) => label), cells: fields.map(([, value]) => value) };
}

import type { contactMessages, jobApplications, newsletterSubscribers, quoteRequests } from "../../../db/schema";
import {
  CONTACT_SUBJECT_LABELS,
  FREQUENCY_LABELS,
  LEAD_STATUS_LABELS,
  labelOf,
  PROPERTY_TYPE_LABELS,
} from "../../domain/leads";
import { SERVICE_TYPE_LABELS } from "../../domain/services";
import { formatDateTime } from "../../lib/time";
import { formatCalendarDate } from "./inbox";

type ContactRow = typeof contactMessages.$inferSelect;
type QuoteRow = typeof quoteRequests.$inferSelect;
type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
type ApplicationRow = typeof jobApplications.$inferSelect;

export type LeadRecord =
  | { type: "contact"; row: ContactRow }
  | { type: "quote"; row: QuoteRow }
  | { type: "newsletter"; row: SubscriberRow }
  | { type: "application"; row: ApplicationRow };

/** Every field of a lead as French label and displayed text, in the order staff read them. */
export function leadFields(lead: LeadRecord, timeZone: string): Array<[string, string]> {
  const common = (row: { createdAt: Date; status: string }): Array<[string, string]> => [
    ["Reçu le", formatDateTime(row.createdAt, timeZone)],
    ["Statut", labelOf(LEAD_STATUS_LABELS, row.status)],
  ];
  switch (lead.type) {
    case "contact": {
      const { row } = lead;
      return [
        ...common(row),
        ["Nom", row.name],
        ["E-mail", row.email],
        ["Téléphone", row.phone ?? ""],
        ["Sujet", labelOf(CONTACT_SUBJECT_LABELS, row.subject)],
        ["Message", row.message],
      ];
    }
    case "quote": {
      const { row } = lead;
      return [
        ...common(row),
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
    }
    case "newsletter": {
      const { row } = lead;
      return [
        ...common(row),
        ["E-mail", row.email],
        ["Consentement donné le", formatDateTime(row.consentedAt, timeZone)],
        ["Désinscrit le", row.unsubscribedAt ? formatDateTime(row.unsubscribedAt, timeZone) : ""],
      ];
    }
    case "application": {
      const { row } = lead;
      return [
        ...common(row),
        ["Offre", row.offerTitle],
        ["Nom", row.name],
        ["E-mail", row.email],
        ["Téléphone", row.phone],
        ["Message", row.message ?? ""],
        ["Consentement donné le", formatDateTime(row.consentedAt, timeZone)],
      ];
    }
  }
}

/** The CSV header and line of a lead: its fields, then the internal note. */
export function leadCsvColumns(lead: LeadRecord, timeZone: string): { header: string[]; cells: string[] } {
  const fields = [...leadFields(lead, timeZone), ["Note interne", lead.row.note] as [string, string]];
  return { header: fields.map(([label]) => label), cells: fields.map(([, value]) => value) };
}

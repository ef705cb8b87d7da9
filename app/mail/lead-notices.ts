import type { ContactSubject } from "../domain/enums";
import { CONTACT_SUBJECT_LABELS, FREQUENCY_LABELS, PROPERTY_TYPE_LABELS } from "../domain/enums";
import { labelOf } from "../domain/leads";
import { SERVICE_TYPE_LABELS } from "../domain/services";
import { company } from "../lib/company";
import { composeMail, type MailContent } from "./layout";

/** The mails that announce a new lead to the office, and the one that welcomes a newsletter subscriber. */

export interface ContactLead {
  name: string;
  email: string;
  phone?: string | null;
  subject: ContactSubject;
  message: string;
}

export interface QuoteLead {
  name: string;
  company?: string | null;
  email: string;
  phone: string;
  address: string;
  zipCode: string;
  city: string;
  serviceType: string;
  propertyType: string;
  area: string;
  frequency: string;
  startDate?: string | null;
  specificRequirements?: string | null;
}

export function contactNotification(lead: ContactLead): MailContent {
  return composeMail(`Nouveau message de contact : ${lead.name}`, {
    heading: "Nouveau message de contact",
    paragraphs: ["Un visiteur a envoyé un message depuis le site."],
    facts: [
      ["Nom", lead.name],
      ["E-mail", lead.email],
      ["Téléphone", lead.phone ?? "non renseigné"],
      ["Sujet", CONTACT_SUBJECT_LABELS[lead.subject]],
      ["Message", lead.message],
    ],
  });
}

export function quoteNotification(lead: QuoteLead): MailContent {
  return composeMail(`Nouvelle demande de devis : ${lead.name}${lead.company ? ` (${lead.company})` : ""}`, {
    heading: "Nouvelle demande de devis",
    paragraphs: ["Un visiteur a demandé un devis depuis le site."],
    facts: [
      ["Nom", lead.name],
      ["Société", lead.company ?? "non renseignée"],
      ["E-mail", lead.email],
      ["Téléphone", lead.phone],
      ["Adresse", `${lead.address}, ${lead.zipCode} ${lead.city}`],
      ["Service", labelOf(SERVICE_TYPE_LABELS, lead.serviceType)],
      ["Type de locaux", labelOf(PROPERTY_TYPE_LABELS, lead.propertyType)],
      ["Surface", lead.area],
      ["Fréquence", labelOf(FREQUENCY_LABELS, lead.frequency)],
      ["Date de début souhaitée", lead.startDate ?? "non précisée"],
      ["Besoins particuliers", lead.specificRequirements ?? "Pas de besoin particulier précisé."],
    ],
  });
}

export interface ApplicationLead {
  offerTitle: string;
  name: string;
  email: string;
  phone: string;
  message?: string | null;
}

/** The CV stays in the staff area: the notice links to the application, never attaches it. */
export function applicationNotification(lead: ApplicationLead, detailUrl: string): MailContent {
  return composeMail(`Nouvelle candidature : ${lead.name} (${lead.offerTitle})`, {
    heading: "Nouvelle candidature",
    paragraphs: ["Un candidat a postulé depuis le site. Son CV est à télécharger depuis l'espace du personnel."],
    facts: [
      ["Offre", lead.offerTitle],
      ["Nom", lead.name],
      ["E-mail", lead.email],
      ["Téléphone", lead.phone],
      ["Message", lead.message ?? "Pas de message."],
    ],
    action: { label: "Voir la candidature", url: detailUrl },
  });
}

export function newsletterWelcomeMail(unsubscribeUrl: string): MailContent {
  return composeMail(`Inscription confirmée à la lettre d'information de ${company.name}`, {
    heading: "Inscription confirmée",
    paragraphs: ["Bonjour,", `Votre inscription à la lettre d'information de ${company.name} est confirmée.`],
    action: { label: "Pour vous désinscrire à tout moment", url: unsubscribeUrl },
  });
}

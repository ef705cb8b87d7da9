import type { ContactSubject } from "../domain/enums";
import { CONTACT_SUBJECT_LABELS, FREQUENCY_LABELS, PROPERTY_TYPE_LABELS } from "../domain/enums";
import { labelOf } from "../domain/leads";
import { SERVICE_TYPE_LABELS } from "../domain/services";
import { company } from "../lib/company";
import { composeMail, type MailContent } from "./layout";

/**
 * The visitor's acknowledgement of a quote request or a contact message (docs/decisions/058-lead-acknowledgements.md):
 * its reference, the promise of an answer, and how to reach the company. Nothing the visitor typed is repeated, so
 * that the forms cannot carry someone's words into a third party's mailbox.
 */

const reachUs = (): Array<[string, string]> => [
  ...company.phones.map(({ label, display }): [string, string] => [`Téléphone (${label.toLowerCase()})`, display]),
  ["E-mail", company.email],
  ["Horaires", company.hours.map(({ days, time }) => `${days} : ${time}`).join(" ; ")],
];

const promise = (what: string, reference: string) => [
  "Bonjour,",
  `Nous avons bien reçu ${what}, sous la référence ${reference}.`,
  `Nous vous répondons sous ${company.quoteReplyPromise}. Pour nous écrire à son sujet, répondez simplement à ce message.`,
];

export function quoteAcknowledgement(
  lead: { serviceType: string; propertyType: string; frequency: string },
  reference: string,
): MailContent {
  return composeMail(`Votre demande de devis ${reference} | ${company.name}`, {
    heading: "Demande de devis bien reçue",
    paragraphs: promise("votre demande de devis", reference),
    facts: [
      ["Référence", reference],
      ["Service", labelOf(SERVICE_TYPE_LABELS, lead.serviceType)],
      ["Type de locaux", labelOf(PROPERTY_TYPE_LABELS, lead.propertyType)],
      ["Fréquence", labelOf(FREQUENCY_LABELS, lead.frequency)],
      ...reachUs(),
    ],
  });
}

export function contactAcknowledgement(lead: { subject: ContactSubject }, reference: string): MailContent {
  return composeMail(`Votre message ${reference} | ${company.name}`, {
    heading: "Message bien reçu",
    paragraphs: promise("votre message", reference),
    facts: [["Référence", reference], ["Sujet", CONTACT_SUBJECT_LABELS[lead.subject]], ...reachUs()],
  });
}

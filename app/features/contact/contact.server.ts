import { contactMessages } from "../../../db/schema";
import { CONTACT_SUBJECT_LABELS } from "../../domain/leads";
import { getDb } from "../../lib/db.server";
import { type LeadForm, submitLead } from "../../lib/lead-submission.server";
import { composeMail } from "../../lib/mail-message";
import { CONTACT_ERRORS, CONTACT_SUCCESS } from "./contact.messages";
import { type ContactInput, contactSchema } from "./contact.schema";

export function contactNotification(input: ContactInput) {
  return composeMail(`Nouveau message de contact : ${input.name}`, {
    heading: "Nouveau message de contact",
    paragraphs: ["Un visiteur a envoyé un message depuis le site."],
    facts: [
      ["Nom", input.name],
      ["E-mail", input.email],
      ["Téléphone", input.phone ?? "non renseigné"],
      ["Sujet", CONTACT_SUBJECT_LABELS[input.subject]],
      ["Message", input.message],
    ],
  });
}

const contactForm: LeadForm<typeof contactSchema, void> = {
  schema: contactSchema,
  rateLimit: "contact",
  messages: { success: CONTACT_SUCCESS.title, description: CONTACT_SUCCESS.description, ...CONTACT_ERRORS },
  insert: async (message) => {
    await getDb().insert(contactMessages).values(message);
  },
  notification: contactNotification,
};

/** The contact form's action: stores the sanitised message and announces it (spec §8 codes). */
export function submitContact(request: Request) {
  return submitLead(request, contactForm);
}

import { contactMessages } from "../../../db/schema";
import { type LeadForm, submitLead } from "../../lib/lead-submission.server";
import { acknowledgedUnder, insertLead } from "../../lib/referenced-lead.server";
import { contactAcknowledgement } from "../../mail/lead-acknowledgements";
import { contactNotification } from "../../mail/lead-notices";
import { CONTACT_ERRORS, CONTACT_SUCCESS } from "./contact.messages";
import { contactSchema } from "./contact.schema";

const contactForm: LeadForm<typeof contactSchema, string> = {
  schema: contactSchema,
  rateLimit: "contact",
  messages: { success: CONTACT_SUCCESS.title, description: CONTACT_SUCCESS.description, ...CONTACT_ERRORS },
  insert: (message) => insertLead(contactMessages, message, "Message non enregistré"),
  notification: contactNotification,
  acknowledgement: acknowledgedUnder("contact", contactAcknowledgement),
};

/** The contact form's action: stores the sanitised message and announces it (the public forms' codes, docs/product.md). */
export function submitContact(request: Request) {
  return submitLead(request, contactForm);
}

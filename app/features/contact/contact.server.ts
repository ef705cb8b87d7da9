import { contactMessages } from "../../../db/schema";
import { leadReference } from "../../domain/leads";
import { getDb } from "../../lib/db.server";
import { type LeadForm, submitLead } from "../../lib/lead-submission.server";
import { contactAcknowledgement } from "../../mail/lead-acknowledgements";
import { contactNotification } from "../../mail/lead-notices";
import { CONTACT_ERRORS, CONTACT_SUCCESS } from "./contact.messages";
import { contactSchema } from "./contact.schema";

const contactForm: LeadForm<typeof contactSchema, string> = {
  schema: contactSchema,
  rateLimit: "contact",
  messages: { success: CONTACT_SUCCESS.title, description: CONTACT_SUCCESS.description, ...CONTACT_ERRORS },
  insert: async (message) => {
    const [row] = await getDb().insert(contactMessages).values(message).returning({ id: contactMessages.id });
    if (!row) throw new Error("Message non enregistré");
    return row.id;
  },
  notification: contactNotification,
  acknowledgement: {
    to: (message) => message.email,
    mail: (message, id) => contactAcknowledgement(message, leadReference("contact", id)),
  },
};

/** The contact form's action: stores the sanitised message and announces it (the public forms' codes, docs/product.md). */
export function submitContact(request: Request) {
  return submitLead(request, contactForm);
}

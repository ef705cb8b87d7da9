import { contactMessages } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { type LeadForm, submitLead } from "../../lib/lead-submission.server";
import { contactNotification } from "../../mail/lead-notices";
import { CONTACT_ERRORS, CONTACT_SUCCESS } from "./contact.messages";
import { contactSchema } from "./contact.schema";

const contactForm: LeadForm<typeof contactSchema, void> = {
  schema: contactSchema,
  rateLimit: "contact",
  messages: { success: CONTACT_SUCCESS.title, description: CONTACT_SUCCESS.description, ...CONTACT_ERRORS },
  insert: async (message) => {
    await getDb().insert(contactMessages).values(message);
  },
  notification: contactNotification,
};

/** The contact form's action: stores the sanitised message and announces it (the public forms' codes, docs/product.md). */
export function submitContact(request: Request) {
  return submitLead(request, contactForm);
}

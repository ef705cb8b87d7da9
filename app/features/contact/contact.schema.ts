import { z } from "zod";
import { CONTACT_SUBJECTS } from "../../domain/enums";
import { LEAD_LIMITS } from "../../domain/leads";
import { choiceField, emailField, optionalPhoneField, requiredText } from "../../lib/form-rules";

/** The contact form's rules and French messages; only the action checks them (the form imports its type, never its zod). */
export const contactSchema = z.object({
  name: requiredText(LEAD_LIMITS.name),
  email: emailField(),
  phone: optionalPhoneField(),
  subject: choiceField(CONTACT_SUBJECTS),
  message: requiredText(LEAD_LIMITS.message),
});

export type ContactInput = z.infer<typeof contactSchema>;

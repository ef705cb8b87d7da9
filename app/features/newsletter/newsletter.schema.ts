import { z } from "zod";
import { emailField } from "../../lib/form-rules";

/**
 * Checked by the action only (the pages import its type, never its zod). The address is stored in lower case, so that
 * one inbox is subscribed once.
 */
export const newsletterSchema = z.object({ email: emailField().transform((email) => email.toLowerCase()) });

export type NewsletterInput = z.infer<typeof newsletterSchema>;

import { z } from "zod";
import { CV_MAX_BYTES } from "../../domain/cv-formats";
import { LEAD_LIMITS } from "../../domain/leads";
import { emailField, optionalText, requiredPhoneField, requiredText } from "../../lib/form-rules";
import { CV_MESSAGES } from "./applications.messages";
import { sniffCvType } from "./cv-type";

/** The CV: present, at most 5 MB, and a PDF, DOC, DOCX or ODT by its content; its value is the bytes and the format. */
const cvField = z
  .file({ error: CV_MESSAGES.required })
  .max(CV_MAX_BYTES, CV_MESSAGES.tooLarge)
  .transform(async (file, context) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffCvType(bytes);
    if (type) return { type, bytes };
    context.addIssue({ code: "custom", message: CV_MESSAGES.wrongType });
    return z.NEVER;
  });

/** The application form's rules; the CV's content check makes it asynchronous (parse it with `async: true`). */
export const applicationSchema = z.object({
  name: requiredText(LEAD_LIMITS.name),
  email: emailField(),
  phone: requiredPhoneField(),
  message: optionalText(LEAD_LIMITS.message),
  cv: cvField,
  consent: z.literal("on", { error: CV_MESSAGES.consent }),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationValue = z.output<typeof applicationSchema>;

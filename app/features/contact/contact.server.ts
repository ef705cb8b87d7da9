import { contactMessages } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { fieldErrorsOf, formValues } from "../../lib/form-data";
import { CONTACT_SUBJECT_LABELS } from "../../lib/lead-labels";
import { queueMail } from "../../lib/mail.server";
import { clientAddress, consumeRateLimit, RATE_LIMITS } from "../../lib/rate-limit.server";
import {
  CONTACT_ERRORS,
  CONTACT_FIELDS,
  type ContactErrorCode,
  type ContactField,
  type ContactInput,
  type ContactResult,
  contactSchema,
  HONEYPOT_FIELD,
} from "./contact.schema";

type ContactFailure = Extract<ContactResult, { ok: false }>;

function failure(
  code: ContactErrorCode,
  values: ContactFailure["values"],
  fieldErrors?: ContactFailure["fieldErrors"],
): ContactFailure {
  return { ok: false, code, message: CONTACT_ERRORS[code], values, ...(fieldErrors ? { fieldErrors } : {}) };
}

function typedValues(raw: Record<string, string>): Partial<Record<ContactField, string>> {
  const values: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) if (raw[field] !== undefined) values[field] = raw[field].slice(0, 5000);
  return values;
}

export function contactNotification(input: ContactInput) {
  return {
    subject: `Nouveau message de contact : ${input.name}`,
    text: [
      "Un visiteur a envoyé un message depuis le site.",
      "",
      `Nom : ${input.name}`,
      `E-mail : ${input.email}`,
      `Téléphone : ${input.phone ?? "non renseigné"}`,
      `Sujet : ${CONTACT_SUBJECT_LABELS[input.subject]}`,
      "",
      input.message,
    ].join("\n"),
  };
}

/**
 * The contact form's server side: validates with the form's schema, drops bots silently, applies the per-client rate
 * limit, stores the sanitised message, then queues the notification. Answers the spec's codes; never throws.
 */
export async function submitContact(request: Request): Promise<ContactResult> {
  let raw: Record<string, string>;
  try {
    raw = formValues(await request.formData());
  } catch {
    return failure("VALIDATION_ERROR", {});
  }
  const values = typedValues(raw);
  try {
    const parsed = contactSchema.safeParse(raw);
    if (!parsed.success) return failure("VALIDATION_ERROR", values, fieldErrorsOf(parsed.error));
    if (raw[HONEYPOT_FIELD]) return { ok: true };

    try {
      if (!(await consumeRateLimit(`contact:${clientAddress(request)}`, RATE_LIMITS.contact)))
        return failure("RATE_LIMIT_EXCEEDED", values);
      await getDb().insert(contactMessages).values(parsed.data);
    } catch (error) {
      console.error("Message de contact non enregistré :", (error as Error).message);
      return failure("DATABASE_ERROR", values);
    }
    await queueMail(contactNotification(parsed.data));
    return { ok: true };
  } catch (error) {
    console.error("Formulaire de contact :", error);
    return failure("UNEXPECTED_ERROR", values);
  }
}

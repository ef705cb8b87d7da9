import { z } from "zod";
import { FIELD_MESSAGES } from "./form-rules.messages";
import { sanitizeText } from "./sanitize";

/** +33 or 0, then a digit 1-9, then 8 digits; spaces ignored. */
export function isFrenchPhone(value: string): boolean {
  return /^(?:\+33|0)[1-9]\d{8}$/.test(value.replace(/\s/g, ""));
}

/** A required text: checked as typed (trimmed), then sanitised for storage. */
export function requiredText(max: number) {
  return (
    z
      .string({ error: FIELD_MESSAGES.required })
      .trim()
      .min(1, FIELD_MESSAGES.required)
      .max(max, FIELD_MESSAGES.tooLong(max))
      .transform((value) => sanitizeText(value))
      // Conform reads an empty string as a missing value, here too: the message must name it.
      .pipe(z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required))
  );
}

/** An optional text: empty or absent becomes null. */
export function optionalText(max: number) {
  return z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .max(max, FIELD_MESSAGES.tooLong(max))
    .optional()
    .transform((value) => (value ? sanitizeText(value) || null : null));
}

/** A French postal code: five digits. */
export function postalCodeField() {
  return z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .regex(/^\d{5}$/, FIELD_MESSAGES.postalCode);
}

export function emailField() {
  return z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(254, FIELD_MESSAGES.tooLong(254))
    .pipe(z.email(FIELD_MESSAGES.email));
}

function phoneText() {
  return z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .max(20, FIELD_MESSAGES.tooLong(20))
    .refine((value) => value === "" || isFrenchPhone(value), FIELD_MESSAGES.phone);
}

export function requiredPhoneField() {
  return phoneText()
    .refine((value) => value !== "", FIELD_MESSAGES.required)
    .transform((value) => sanitizeText(value));
}

export function optionalPhoneField() {
  return phoneText()
    .optional()
    .transform((value) => (value ? sanitizeText(value) : null));
}

/** One of a fixed list; empty or absent is 'Ce champ est requis', anything else outside the list is refused. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? FIELD_MESSAGES.required : FIELD_MESSAGES.choice,
  });
}

/** An optional code of another software (a payroll number, a Silae code): letters, digits, « - », « _ », 20 at most. */
export function optionalCodeField(message: string) {
  return z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{0,20}$/, message)
    .optional()
    .transform((value) => value || null);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// The database's dates have no year 0; nothing the forms date is before 1900.
const isCalendarDay = (value: string) =>
  DAY.test(value) && value >= "1900" && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** A `YYYY-MM-DD` day, as a date input posts it. */
export const requiredDay = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .min(1, FIELD_MESSAGES.required)
  .refine(isCalendarDay, FIELD_MESSAGES.date);

/** The same, or empty: null. */
export const optionalDay = z
  .string()
  .trim()
  .refine((value) => value === "" || isCalendarDay(value), FIELD_MESSAGES.date)
  .optional()
  .transform((value) => value || null);

/**
 * The lead forms' fields maxima, references and labels' reading, shared by the database schema, the actions and the
 * forms; their enumerations are in enums.ts.
 */

/** The field people cannot see and bots fill in: a public form that comes back with it is dropped silently. */
export const HONEYPOT_FIELD = "website";

/**
 * The short reference of a quote request (DEV-…) or a contact message (MSG-…), from its id: what the visitor is given
 * in the acknowledgement, and what visitor and staff quote in their mails.
 */
export function leadReference(type: "quote" | "contact", id: string): string {
  return `${type === "quote" ? "DEV" : "MSG"}-${id.replaceAll("-", "").slice(0, 8).toUpperCase()}`;
}

/** Maxima of the lead fields, in characters: the forms, the actions and the columns agree on them. */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  subject: 200,
  message: 2000,
  company: 200,
  address: 300,
  city: 100,
  zipCode: 10,
  area: 50,
  specificRequirements: 2000,
  note: 2000,
} as const;

/** The label of a stored value, or the value itself when it is not in the list. */
export function labelOf(labels: Record<string, string>, value: string | null | undefined): string {
  if (!value) return "";
  return labels[value] ?? value;
}

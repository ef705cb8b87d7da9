import type { LeadType } from "../../domain/enums";
import { leadReference } from "../../domain/leads";

export const INBOX_PAGE_SIZE = 20;

/** A stored calendar date (YYYY-MM-DD) as dd/MM/yyyy. */
export function formatCalendarDate(value: string | null): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (value ?? "");
}

export function pageCount(total: number, pageSize = INBOX_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The query string of an inbox list URL, leaving out defaults. */
export function inboxSearch(filters: { type?: string; status?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (filters.type && filters.type !== "all") params.set("type", filters.type);
  if (filters.status && filters.status !== "all") params.set("status", filters.status);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A mailto: link, with a subject when there is one. */
export function mailtoHref(email: string, subject?: string): string {
  const to = encodeURIComponent(email).replaceAll("%40", "@");
  return subject ? `mailto:${to}?subject=${encodeURIComponent(subject)}` : `mailto:${to}`;
}

/** A tel: link: the digits and a leading +, whatever spaces, dots or dashes the number was typed with. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, "")}`;
}

/** The reference staff see on a quote request or a contact message, which the visitor was given. */
export function referenceOf(type: LeadType, id: string): string | null {
  return type === "quote" || type === "contact" ? leadReference(type, id) : null;
}

/** The subject of a reply to a lead: under the reference the visitor was given. */
export function replySubject(type: LeadType, id: string): string | undefined {
  if (type === "quote") return `Votre demande de devis ${leadReference(type, id)}`;
  if (type === "contact") return `Votre message ${leadReference(type, id)}`;
  return undefined;
}

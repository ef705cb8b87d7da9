import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { fr } from "date-fns/locale";

export const LEAD_TYPES = ["contact", "quote", "newsletter"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  contact: "Message",
  quote: "Devis",
  newsletter: "Lettre d'information",
};

export const INBOX_PAGE_SIZE = 20;

/** dd/MM/yyyy à HH:mm in the company's zone, whatever the server's. */
export function formatDateTime(date: Date, timeZone: string): string {
  return format(new TZDate(date, timeZone), "dd/MM/yyyy 'à' HH:mm", { locale: fr });
}

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

import { z } from "zod";
import { LEAD_STATUSES, LEAD_TYPES } from "../../domain/enums";
import { LEAD_LIMITS } from "../../domain/leads";
import { FIELD_MESSAGES } from "../../lib/form-rules.messages";

/** The list's query string; anything unknown falls back to its default rather than failing. */
export const inboxFiltersSchema = z.object({
  type: z.enum(["all", ...LEAD_TYPES]).catch("all"),
  status: z.enum(["all", ...LEAD_STATUSES]).catch("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type InboxFilters = z.infer<typeof inboxFiltersSchema>;

export const leadUpdateSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: FIELD_MESSAGES.choice }),
  note: z
    .string()
    .trim()
    .max(LEAD_LIMITS.note, FIELD_MESSAGES.tooLong(LEAD_LIMITS.note))
    .optional()
    .transform((value) => value ?? ""),
});

export const leadKeySchema = z.object({ type: z.enum(LEAD_TYPES), id: z.uuid() });

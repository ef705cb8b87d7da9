import type { Overlap } from "./overlaps";

/** What a planning action decides; the action turns it into the one Result. */
export type Outcome =
  | { ok: true; message: string }
  | {
      ok: false;
      code: string;
      message: string;
      overlaps?: readonly Overlap[];
      /** The warning's lines, when they are not the overlaps' own. */
      formErrors?: string[];
      /** The labour rules the change breaks, one line each, shown beside the overlaps for confirmation. */
      labour?: readonly string[];
      /** Confirmed without the reason a labour alert asks for. */
      labourReasonMissing?: boolean;
      /** The field the message is about. */
      field?: string;
    };

export const done = (message: string): Outcome => ({ ok: true, message });
export const refused = (code: string, message: string, field?: string): Outcome => ({
  ok: false,
  code,
  message,
  ...(field ? { field } : {}),
});

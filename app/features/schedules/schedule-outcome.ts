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
      /** The labour rules to check the change breaks, one line each, shown beside the overlaps for confirmation. */
      labour?: readonly string[];
      /** The labour rules the change breaks that the law forbids: only an admin saves past them, with a listed reason. */
      labourIllegal?: readonly string[];
      /** Illegal alerts, and someone other than an admin: they cannot save past them. */
      labourAdminOnly?: boolean;
      /** Confirmed without the reason (or, past an illegal alert, the note) a labour alert asks for. */
      labourReasonMissing?: boolean;
      /** Confirmed past an illegal alert without a listed reason. */
      labourReasonCodeMissing?: boolean;
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

import { OVERRIDE_REASON_LABELS, type OverrideReason } from "./enums";

/**
 * How grave a broken labour rule is. `illegal`: a maximum or a minimum rest of the Code du travail, saved past only by
 * an admin with a listed reason and a note. `check`: what the sector's convention asks of part-time work, or a break
 * to enter; it warns, and a typed reason is enough.
 */
export type Severity = "illegal" | "check";

/** The reason recorded for a save past alerts: the listed reason and the note, or the reason typed. */
export function overrideReasonText(code: OverrideReason | null, note: string): string {
  return code ? `${OVERRIDE_REASON_LABELS[code]} — ${note}` : note;
}

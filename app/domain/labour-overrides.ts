import { labelledEnum } from "./labelled-enum";

/**
 * How grave a broken labour rule is. `illegal`: a maximum or a minimum rest of the Code du travail, saved past only by
 * an admin with a listed reason and a note. `check`: what the sector's convention asks of part-time work, or a break
 * to enter; it warns, and a typed reason is enough.
 */
export type Severity = "illegal" | "check";

/** The reasons an admin may give for saving past an illegal alert, kept with a note. */
export const { values: OVERRIDE_REASONS, labels: OVERRIDE_REASON_LABELS } = labelledEnum({
  urgent_work: "Travaux urgents (sécurité, sinistre, remplacement imprévu)",
  inspection_waiver: "Dérogation accordée par l'inspection du travail",
  agreement: "Accord collectif qui le permet",
  past_correction: "Correction d'un planning déjà effectué",
});
export type OverrideReason = (typeof OVERRIDE_REASONS)[number];

/** The reason recorded for a save past alerts: the listed reason and the note, or the reason typed. */
export function overrideReasonText(code: OverrideReason | null, note: string): string {
  return code ? `${OVERRIDE_REASON_LABELS[code]} — ${note}` : note;
}

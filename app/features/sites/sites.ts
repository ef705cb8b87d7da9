import { formatDuration } from "../../lib/durations";
/** Weekly hours are whole quarter hours, 0 to 168 (a week). */
export const MAX_WEEKLY_MINUTES = 168 * 60;

/**
 * Reads 'Heures prévues au contrat par semaine' ('12', '12,5', '12.25') as minutes; null when the text is not a
 * number of quarter hours between 0 and 168.
 */
export function parseWeeklyHours(text: string): number | null {
  const normalised = text.trim().replace(",", ".");
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(normalised)) return null;
  const minutes = Number(normalised) * 60;
  if (!Number.isInteger(minutes) || minutes % 15 !== 0 || minutes > MAX_WEEKLY_MINUTES) return null;
  return minutes;
}

/** Minutes as the form's hours ('12.5'), the value a number input takes. */
export function weeklyHoursInput(minutes: number | null): string {
  return minutes === null ? "" : String(minutes / 60);
}

/** Minutes as French hours for reading: '12 h', '12 h 30', '0 h 15'. */
export function weeklyHoursText(minutes: number | null): string {
  return minutes === null ? "Non renseigné" : formatDuration(minutes);
}

/** A site as the staff list needs it. */
export interface SiteSummary {
  id: string;
  name: string;
  active: boolean;
  /** How many plannings take place there: a site with any is archived, never deleted. */
  planningCount: number;
}

/** What a site offers to its row: archive or re-activate it, and delete it only when nothing happened there. */
export function siteActions(site: SiteSummary): { toggle: "archive" | "reactivate"; deletable: boolean } {
  return { toggle: site.active ? "archive" : "reactivate", deletable: site.planningCount === 0 };
}

import { formatDuration } from "../../lib/durations";

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

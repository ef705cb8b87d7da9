import { formatDuration, signedDuration } from "../../../lib/durations";
import type { Planning } from "../schedules";
import { type GridDay, placeShift } from "./grid-days";

/**
 * The minutes of work a shift plans: its length less its break for each person on it, and once while nobody is on
 * it yet, since the work is still to be done.
 */
export function plannedWorkMinutes(
  planning: Pick<Planning, "startTime" | "endTime" | "breakMinutes" | "assignedUsers">,
): number {
  const minutes = (Date.parse(planning.endTime) - Date.parse(planning.startTime)) / 60_000 - planning.breakMinutes;
  return minutes * Math.max(1, planning.assignedUsers.length);
}

/** 'Prévu 65 h · Contrat 50 h · Écart +15 h', or 'Prévu 12 h' for a site without contracted hours. */
export function siteHoursText(plannedMinutes: number, contractedMinutes: number | null | undefined): string {
  const planned = `Prévu ${formatDuration(plannedMinutes)}`;
  if (contractedMinutes === null || contractedMinutes === undefined) return planned;
  const difference = signedDuration(plannedMinutes - contractedMinutes);
  return `${planned} · Contrat ${formatDuration(contractedMinutes)} · Écart ${difference}`;
}

/** Each site's minutes of work over the shifts that start in the week, whoever works them. */
export function plannedBySite(
  plannings: readonly Planning[],
  days: readonly GridDay[],
  zone: string,
): Map<string, number> {
  const planned = new Map<string, number>();
  for (const planning of plannings) {
    if (!planning.site || placeShift(planning, days, zone)?.fromPreviousWeek !== false) continue;
    planned.set(planning.site.id, (planned.get(planning.site.id) ?? 0) + plannedWorkMinutes(planning));
  }
  return planned;
}

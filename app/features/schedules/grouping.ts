import { fullName } from "../../domain/people";
import { NO_LOCATION } from "../../domain/sites";
import { groupRows } from "../../lib/group-rows";
import type { Planning, ScheduleRow } from "./schedules";

export interface LocationGroup {
  /** The site's name, the free-text location, or 'Sans localisation'. */
  label: string;
  /** The site's city, for a site's group. */
  city: string | null;
  /** The plannings of this location shown (one page of them). */
  plannings: Planning[];
  /** How many plannings this location has in the whole range, on every page. */
  total: number;
}

function byStart(a: Planning, b: Planning): number {
  return a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : a.title.localeCompare(b.title, "fr");
}

/** Folds assignment rows into plannings, each with its assigned employees (sorted by name). O(n log n). */
export function toPlannings(rows: readonly ScheduleRow[]): Planning[] {
  const plannings = groupRows(rows, {
    key: (row) => row.planningId,
    create: (row): Planning => ({
      id: row.planningId,
      title: row.title,
      description: row.description,
      location: row.location,
      startTime: row.startTime,
      endTime: row.endTime,
      isAllDay: row.isAllDay,
      breakMinutes: row.breakMinutes,
      site: row.site ?? null,
      assignedUsers: [],
      ...(row.series !== undefined ? { series: row.series } : {}),
    }),
    add: (planning, row) => {
      if (!row.assignmentId || !row.employeeId) return;
      planning.assignedUsers.push({
        id: row.employeeId,
        firstName: row.firstName ?? "",
        lastName: row.lastName ?? "",
        assignmentId: row.assignmentId,
      });
    },
  });
  for (const planning of plannings) {
    planning.assignedUsers.sort((a, b) => fullName(a).localeCompare(fullName(b), "fr"));
  }
  return plannings;
}

/** The grouping key of a location: trimmed, '' for none (the database computes the same one). */
export function locationKey(location: string | null): string {
  return location?.trim() ?? "";
}

/** Starts a site's grouping key: a trimmed location never starts with a space, so no location takes it. */
export const SITE_KEY_PREFIX = " site:";

/** A planning's group: its site, else its trimmed location, else '' ('Sans localisation'). */
export function groupKey(planning: { site: { id: string } | null; location: string | null }): string {
  return planning.site ? `${SITE_KEY_PREFIX}${planning.site.id}` : locationKey(planning.location);
}

/** A group as it is ordered: its key and the title it shows (the site's name, or the location). */
export interface GroupHead {
  key: string;
  title: string;
}

const rank = (key: string) => (key.startsWith(SITE_KEY_PREFIX) ? 0 : key === "" ? 2 : 1);

/** Groups in display order: sites by name, then free-text locations, alphabetical in French, 'Sans localisation' last. */
export function compareGroups(a: GroupHead, b: GroupHead): number {
  if (a.key === b.key) return 0;
  return rank(a.key) - rank(b.key) || a.title.localeCompare(b.title, "fr") || (a.key < b.key ? -1 : 1);
}

/**
 * Groups plannings by site, then by free-text location ('Sans localisation' last), each group sorted by start time.
 * `totals` gives each group's count over the whole range when `plannings` is only one page of it.
 */
export function groupByLocation(
  plannings: readonly Planning[],
  totals: ReadonlyMap<string, number> = new Map(),
): LocationGroup[] {
  const groups = new Map<string, { head: GroupHead; city: string | null; plannings: Planning[] }>();
  for (const planning of plannings) {
    const key = groupKey(planning);
    const group = groups.get(key);
    if (group) group.plannings.push(planning);
    else {
      const title = planning.site?.name ?? key;
      groups.set(key, { head: { key, title }, city: planning.site?.city ?? null, plannings: [planning] });
    }
  }
  return [...groups.values()]
    .sort((a, b) => compareGroups(a.head, b.head))
    .map(({ head, city, plannings: list }) => ({
      label: head.title || NO_LOCATION,
      city,
      plannings: list.sort(byStart),
      total: Math.max(totals.get(head.key) ?? 0, list.length),
    }));
}

export function groupSchedules(rows: readonly ScheduleRow[], totals?: ReadonlyMap<string, number>): LocationGroup[] {
  return groupByLocation(toPlannings(rows), totals);
}

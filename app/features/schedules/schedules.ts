import { fullName } from "../../domain/people";
import { siteAddressLine, siteNameKey } from "../../domain/sites";
import { groupRows } from "../../lib/group-rows";
import { formatDateTime, formatInZone, PARIS } from "../../lib/time";
import type { SeriesInfo } from "./repeat";

export const NO_LOCATION = "Sans localisation";
export const UNSPECIFIED_LOCATION = "Non spécifié";

/** The client site a planning takes place at (never its access details). */
export interface PlanningSite {
  id: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
}

/** A planning's own fields, its times as ISO strings. */
export interface PlanningFields {
  title: string;
  description: string | null;
  location: string | null;
  startTime: string;
  endTime: string;
  isAllDay: boolean;
}

/** One planning_assignments row seen with its planning's fields (the spec's employee_schedules row). */
export interface ScheduleRow extends PlanningFields {
  planningId: string;
  /** The site, when the planning has one (its location then holds the site's name). */
  site?: PlanningSite | null;
  /** The recurring series it is an occurrence of, when the query reads it. */
  series?: SeriesInfo | null;
  /** The assignment id; null for a planning nobody is assigned to. */
  scheduleId: string | null;
  employeeId: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface AssignedUser {
  id: string;
  firstName: string;
  lastName: string;
  scheduleId: string;
}

export interface Planning extends PlanningFields {
  id: string;
  site: PlanningSite | null;
  assignedUsers: AssignedUser[];
  /** The recurring series it is an occurrence of (read on the staff screen only). */
  series?: SeriesInfo | null;
}

/** Someone a planning can be given to (the spec's profiles). */
export interface StaffMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The staff the planning does not have yet: whom it can be given to, or an employee handed over to. */
export function unassignedStaff(
  planning: Pick<Planning, "assignedUsers">,
  staff: readonly StaffMember[],
): StaffMember[] {
  const assigned = new Set(planning.assignedUsers.map((person) => person.id));
  return staff.filter((person) => !assigned.has(person.id));
}

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
      site: row.site ?? null,
      assignedUsers: [],
      ...(row.series !== undefined ? { series: row.series } : {}),
    }),
    add: (planning, row) => {
      if (!row.scheduleId || !row.employeeId) return;
      planning.assignedUsers.push({
        id: row.employeeId,
        firstName: row.firstName ?? "",
        lastName: row.lastName ?? "",
        scheduleId: row.scheduleId,
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

/** 'dd/MM/yyyy de HH:mm à HH:mm' within one Paris day, otherwise 'Du dd/MM/yyyy (HH:mm) au dd/MM/yyyy (HH:mm)'. */
export function periodText(startTime: string, endTime: string, zone: string = PARIS): string {
  const startDay = formatInZone(startTime, "dd/MM/yyyy", zone);
  const endDay = formatInZone(endTime, "dd/MM/yyyy", zone);
  const startHour = formatInZone(startTime, "HH:mm", zone);
  const endHour = formatInZone(endTime, "HH:mm", zone);
  return startDay === endDay
    ? `${startDay} de ${startHour} à ${endHour}`
    : `Du ${startDay} (${startHour}) au ${endDay} (${endHour})`;
}

/** The active site a typed location names (trimmed, whatever the case), as the server links it; null for free text. */
export function matchSite<S extends { name: string }>(sites: readonly S[], location: string): S | null {
  const key = siteNameKey(location);
  if (!key) return null;
  return sites.find((site) => siteNameKey(site.name) === key) ?? null;
}

/** Where a planning takes place: its site's name and address, its free-text location, or 'Non spécifié'. */
export function placeText(planning: Pick<Planning, "site" | "location">): string {
  if (planning.site) return `${planning.site.name} — ${siteAddressLine(planning.site)}`;
  return planning.location?.trim() || UNSPECIFIED_LOCATION;
}

/** The text shared by WhatsApp, e-mail or the clipboard (spec §7). */
export function shareText(plannings: readonly Planning[], now: Date, zone: string = PARIS): string {
  const blocks = plannings.map((planning, index) => {
    const names = planning.assignedUsers.map(fullName).join(", ") || "Aucun employé assigné";
    const lines = [
      `${index + 1}. ${planning.title}`,
      `Employés : ${names}`,
      `Lieu : ${placeText(planning)}`,
      `Début : ${formatDateTime(planning.startTime, zone)}`,
      `Fin : ${formatDateTime(planning.endTime, zone)}`,
    ];
    if (planning.description?.trim()) lines.push(`Description : ${planning.description.trim()}`);
    return lines.join("\n");
  });
  return ["PLANNING ÉQUIPE", ...blocks, `Généré le ${formatDateTime(now, zone)}`].join("\n\n");
}

export function shareEmailSubject(now: Date, zone: string = PARIS): string {
  return `Planning équipe - ${formatInZone(now, "dd/MM/yyyy", zone)}`;
}

export function whatsappUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function mailtoUrl(subject: string, text: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
}

/** An existing planning of an employee, as the overlap check needs it. */
export interface BusySlot {
  planningId: string;
  employeeId: string;
  employeeName: string;
  title: string;
  location: string | null;
  startTime: string;
  endTime: string;
}

export type Overlap = BusySlot;

/**
 * The slots of the given employees that overlap [start, end[ (touching ends do not overlap), leaving out the
 * planning being edited.
 */
export function findOverlaps(
  candidate: { start: Date; end: Date; employeeIds: readonly string[]; ignorePlanningId?: string | null },
  slots: readonly BusySlot[],
): Overlap[] {
  const employees = new Set(candidate.employeeIds);
  const start = candidate.start.getTime();
  const end = candidate.end.getTime();
  return slots
    .filter(
      (slot) =>
        employees.has(slot.employeeId) &&
        slot.planningId !== candidate.ignorePlanningId &&
        new Date(slot.startTime).getTime() < end &&
        new Date(slot.endTime).getTime() > start,
    )
    .sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0));
}

/** One line per conflict for the warning: 'Marie Dupont : « Bureaux Nord » (Du … au …)'. */
export function overlapLine(overlap: Overlap, zone: string = PARIS): string {
  return `${overlap.employeeName} : « ${overlap.title} » (${periodText(overlap.startTime, overlap.endTime, zone)})`;
}

/** The warning's lines: the first `shown` conflicts, then how many more (a series can meet dozens). */
export function overlapLines(overlaps: readonly Overlap[], zone: string = PARIS, shown = 10): string[] {
  const lines = overlaps.slice(0, shown).map((overlap) => overlapLine(overlap, zone));
  const more = overlaps.length - shown;
  return more > 0 ? [...lines, `… et ${more} autre${more > 1 ? "s" : ""} chevauchement${more > 1 ? "s" : ""}`] : lines;
}

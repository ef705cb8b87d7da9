import { placeName, type SiteAddress, siteAddressLine, siteNameKey, UNSPECIFIED_LOCATION } from "../../domain/sites";
import { formatInZone } from "../../lib/time";
import type { SeriesInfo } from "./series/repeat";

/** The client site a planning takes place at (never its access details). */
export interface PlanningSite extends SiteAddress {
  id: string;
  /** The client contract's weekly hours in minutes, where the query reads them (the active sites). */
  contractedMinutesPerWeek?: number | null;
  /** How to get in (never the access code), where the query reads them: the active sites, for managers. */
  accessInstructions?: string | null;
}

/** A planning's own fields, its times as ISO strings. */
export interface PlanningFields {
  title: string;
  description: string | null;
  location: string | null;
  startTime: string;
  endTime: string;
  isAllDay: boolean;
  /** The unpaid break, in minutes (0 for none). */
  breakMinutes: number;
}

/** One planning_assignments row seen with its planning's fields (a shift). */
export interface ScheduleRow extends PlanningFields {
  planningId: string;
  /** The site, when the planning has one (its location then holds the site's name). */
  site?: PlanningSite | null;
  /** The recurring series it is an occurrence of, when the query reads it. */
  series?: SeriesInfo | null;
  /** The assignment id; null for a planning nobody is assigned to. */
  assignmentId: string | null;
  employeeId: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface AssignedUser {
  id: string;
  firstName: string;
  lastName: string;
  assignmentId: string;
}

/** Someone an absence took off a planning: the planning is *à remplacer* until someone is assigned. */
export interface Vacancy {
  employeeId: string;
  name: string;
  /** The absence's reason ('Congés payés (matin)'); null when none is recorded. */
  reason: string | null;
}

export interface Planning extends PlanningFields {
  id: string;
  site: PlanningSite | null;
  assignedUsers: AssignedUser[];
  /** The recurring series it is an occurrence of (read on the staff screen only). */
  series?: SeriesInfo | null;
  /** Who an absence took off it (read on the staff screen only). */
  vacancies?: Vacancy[];
}

/** Someone a planning can be given to. */
export interface StaffMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The staff the planning does not have yet: whom it can be given to, or an employee handed over to. */
export function unassignedStaff<S extends StaffMember>(
  planning: Pick<Planning, "assignedUsers">,
  staff: readonly S[],
): S[] {
  const assigned = new Set(planning.assignedUsers.map((person) => person.id));
  return staff.filter((person) => !assigned.has(person.id));
}

/** 'dd/MM/yyyy de HH:mm à HH:mm' within one Paris day, otherwise 'Du dd/MM/yyyy (HH:mm) au dd/MM/yyyy (HH:mm)'. */
export function periodText(startTime: string, endTime: string, zone: string): string {
  const startDay = formatInZone(startTime, "dd/MM/yyyy", zone);
  const endDay = formatInZone(endTime, "dd/MM/yyyy", zone);
  const startHour = formatInZone(startTime, "HH:mm", zone);
  const endHour = formatInZone(endTime, "HH:mm", zone);
  return startDay === endDay
    ? `${startDay} de ${startHour} à ${endHour}`
    : `Du ${startDay} (${startHour}) au ${endDay} (${endHour})`;
}

/** 'vendredi 27 novembre de 04:00 à 07:00', or 'du samedi 24 octobre à 22:00 au dimanche 25 octobre à 06:00'. */
export function spokenPeriodText(startTime: string, endTime: string, zone: string): string {
  const day = (value: string) => formatInZone(value, "EEEE d MMMM", zone);
  const hour = (value: string) => formatInZone(value, "HH:mm", zone);
  return day(startTime) === day(endTime)
    ? `${day(startTime)} de ${hour(startTime)} à ${hour(endTime)}`
    : `du ${day(startTime)} à ${hour(startTime)} au ${day(endTime)} à ${hour(endTime)}`;
}

/**
 * Whether a shift can still be given to someone: `over` once it has ended, `filled` when nobody waits to be replaced
 * and someone works it, `open` otherwise. The finder shows it; « Choisir » refuses on it, in its transaction.
 */
export function fillStatus(
  shift: { endTime: string | Date; assignedUsers: readonly unknown[] },
  waiting: number,
  now: Date,
): "open" | "filled" | "over" {
  if (new Date(shift.endTime).getTime() <= now.getTime()) return "over";
  return waiting === 0 && shift.assignedUsers.length > 0 ? "filled" : "open";
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
  return placeName(null, planning.location, UNSPECIFIED_LOCATION);
}

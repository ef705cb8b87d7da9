import { fullName } from "../../domain/people";
import { NO_LOCATION, placeName } from "../../domain/sites";
import { groupRows } from "../../lib/group-rows";
import { formatInZone } from "../../lib/time";

/** A shift as the staff home shows it: when, where, what and who. */
export interface HomeShift {
  id: string;
  title: string;
  startTime: string;
  endTime: string;
  /** The site's id, null for a free-text place or none. */
  siteId: string | null;
  /** The site's name, the free-text location, or 'Sans localisation'. */
  place: string;
  city: string | null;
  /** Who works it, by name. */
  people: string[];
}

/** A shift an absence took someone off: 'Lucía Gómez (Congés payés)' for each person it waits to replace. */
export interface VacantShift extends HomeShift {
  replacing: string[];
}

/** One row of the shifts query: a planning with one of its assignees (or none). */
export interface HomeShiftRow {
  id: string;
  title: string;
  location: string | null;
  startTime: Date;
  endTime: Date;
  siteId: string | null;
  siteName: string | null;
  siteCity: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** Folds assignee rows into shifts (rows come by start time; the shifts keep that order), names sorted. */
export function foldShifts(rows: readonly HomeShiftRow[]): HomeShift[] {
  const shifts = groupRows(rows, {
    key: (row) => row.id,
    create: (row): HomeShift => ({
      id: row.id,
      title: row.title,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      siteId: row.siteId,
      place: placeName(row.siteName, row.location, NO_LOCATION),
      city: row.siteId ? row.siteCity : null,
      people: [],
    }),
    add: (shift, row) => {
      const name = fullName(row);
      if (name) shift.people.push(name);
    },
  });
  for (const shift of shifts) shift.people.sort((a, b) => a.localeCompare(b, "fr"));
  return shifts;
}

/** The shifts that meet [range.start, range.end[ (touching ends do not), in their order. */
export function meeting<S extends HomeShift>(shifts: readonly S[], range: { start: Date; end: Date }): S[] {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  return shifts.filter((shift) => shift.startTime < end && shift.endTime > start);
}

export interface SiteShifts {
  place: string;
  city: string | null;
  shifts: HomeShift[];
}

/** Shifts grouped by place, places by name ('Sans localisation' last), each place's shifts by start time. */
export function groupBySite(shifts: readonly HomeShift[]): SiteShifts[] {
  const groups = new Map<string, SiteShifts>();
  for (const shift of shifts) {
    const key = shift.siteId ?? `lieu:${shift.place.toLocaleLowerCase("fr")}`;
    let group = groups.get(key);
    if (!group) {
      group = { place: shift.place, city: shift.city, shifts: [] };
      groups.set(key, group);
    }
    group.shifts.push(shift);
  }
  const ordered = [...groups.values()].sort((a, b) => {
    if (a.place === NO_LOCATION || b.place === NO_LOCATION) return a.place === NO_LOCATION ? 1 : -1;
    return a.place.localeCompare(b.place, "fr");
  });
  for (const group of ordered) group.shifts.sort((a, b) => a.startTime.localeCompare(b.startTime));
  return ordered;
}

/** The most sites a day's panel lists: the others are in the week's grid by site. */
export const DAY_SITES = 40;

/** A day's shifts by site, as its panel lists them. */
export interface DayPlan {
  /** The day, yyyy-MM-dd. */
  day: string;
  sites: SiteShifts[];
  /** The sites left out, and how many shifts they hold. */
  more: { sites: number; shifts: number };
}

/** A day's shifts grouped by site (see groupBySite), the first `max` sites listed. */
export function dayPlan(day: string, shifts: readonly HomeShift[], max = DAY_SITES): DayPlan {
  const groups = groupBySite(shifts);
  const left = groups.slice(max);
  return {
    day,
    sites: groups.slice(0, max),
    more: { sites: left.length, shifts: left.reduce((count, group) => count + group.shifts.length, 0) },
  };
}

/** 'Et 3 autres sites, 7 interventions.' */
export function moreSitesText(more: DayPlan["more"]): string {
  const sites = more.sites === 1 ? "1 autre site" : `${more.sites} autres sites`;
  const shifts = more.shifts === 1 ? "1 intervention" : `${more.shifts} interventions`;
  return `Et ${sites}, ${shifts}.`;
}

/** '06:00–08:00' in Paris time. */
export function shiftTime(shift: { startTime: string; endTime: string }, zone: string): string {
  return `${formatInZone(shift.startTime, "HH:mm", zone)}–${formatInZone(shift.endTime, "HH:mm", zone)}`;
}

/** 'lun. 2 mars, 06:00–08:00' in Paris time. */
export function shiftDayAndTime(shift: { startTime: string; endTime: string }, zone: string): string {
  return `${formatInZone(shift.startTime, "EEE d MMMM", zone)}, ${shiftTime(shift, zone)}`;
}

/** Two shifts of one employee that overlap in time. */
export interface OverlapAlert {
  employee: string;
  first: { id: string; title: string; startTime: string; endTime: string };
  second: { id: string; title: string; startTime: string; endTime: string };
}

/** 'Marie Curie : Bureaux (lun. 2 mars, 06:00–08:00) et Vitres (lun. 2 mars, 07:00–09:00) se chevauchent' */
export function overlapText(alert: OverlapAlert, zone: string): string {
  return `${alert.employee} : ${alert.first.title} (${shiftDayAndTime(alert.first, zone)}) et ${alert.second.title} (${shiftDayAndTime(alert.second, zone)}) se chevauchent`;
}

export function newLeadsText(count: number): string {
  if (count === 0) return "Aucune nouvelle demande.";
  return count === 1 ? "1 nouvelle demande à traiter" : `${count} nouvelles demandes à traiter`;
}

import { fullName } from "../../../domain/people";
import { NO_LOCATION } from "../../../domain/sites";
import { compareGroups, groupKey } from "../grouping";
import { type PageLinks, pageOf } from "../pagination";
import type { Planning, PlanningSite, StaffMember } from "../schedules";
import type { SeriesRepeat } from "../series/repeat";
import { block, type GridBlock, type Placed, placeOf } from "./grid-block";
import { dayName, type GridDay, gridDays, placeShift } from "./grid-days";
import { type GridFilters, type GridView, NO_SITE_FILTER, scheduleHref } from "./schedule-view";
import { plannedBySite, siteHoursText } from "./site-hours";

/** Rows of a grid page: a manager scrolls a page of them, and the page stays light to send and to draw. */
export const GRID_PAGE_SIZE = 30;

/** What an empty cell's add button prefills. */
export interface CellPrefill {
  employeeId?: string;
  /** The site's name or the free-text location ('' for none). */
  location?: string;
  day: string;
  /** Wall-clock times (`HH:MM`), when not the default morning. */
  times?: { start: string; end: string };
  title?: string;
  /** The weekly repetition proposed (« Planifier » from a site's contract). */
  repeat?: SeriesRepeat;
}

export interface GridCell {
  blocks: GridBlock[];
  prefill: CellPrefill;
  /** The add button's accessible name. */
  addLabel: string;
  /** The employee's absence that day ('Congés payés'), in the employees grid. */
  absence: string | null;
}

export interface GridRow {
  key: string;
  header: string;
  /** A second line under the header (a site's city). */
  detail: string | null;
  /** An employee's planned against contracted hours for the week ('Prévu 24 h · Contrat 26 h · Écart −2 h'). */
  hours: string | null;
  cells: GridCell[];
}

export interface WeekGrid {
  view: GridView;
  monday: string;
  days: GridDay[];
  /** The rows of the page shown. */
  rows: GridRow[];
  /** The plannings of the page's rows, whole, for the dialogs their blocks open. */
  plannings: Planning[];
  /** Links to the neighbouring pages of rows, keeping the week, the view and the filters. */
  pages: PageLinks;
  filters: GridFilters;
  /** What the filters offer. */
  siteOptions: { value: string; label: string }[];
  employeeOptions: { value: string; label: string }[];
}

function matchesSite(planning: Planning, site: string | null): boolean {
  if (!site) return true;
  return site === NO_SITE_FILTER ? planning.site === null : planning.site?.id === site;
}

function byStart(a: Planning, b: Planning): number {
  return a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : a.title.localeCompare(b.title, "fr");
}

/** Whether the employee works the planning, or did until an absence took them off it. */
function worksOrWorked(planning: Planning, employeeId: string): boolean {
  return (
    planning.assignedUsers.some((person) => person.id === employeeId) ||
    (planning.vacancies ?? []).some((vacancy) => vacancy.employeeId === employeeId)
  );
}

/** The week's plannings that pass the filters, each with its place in the week, by start. */
function placeAll(plannings: readonly Planning[], days: readonly GridDay[], filters: GridFilters, zone: string) {
  const placed: Placed[] = [];
  for (const planning of [...plannings].sort(byStart)) {
    if (!matchesSite(planning, filters.site)) continue;
    if (filters.employee && !worksOrWorked(planning, filters.employee)) continue;
    const placement = placeShift(planning, days, zone);
    if (placement) placed.push({ planning, placement });
  }
  return placed;
}

function emptyCells(
  days: readonly GridDay[],
  cell: (day: GridDay) => Omit<GridCell, "blocks" | "absence">,
): GridCell[] {
  return days.map((day) => ({ ...cell(day), blocks: [], absence: null }));
}

export interface GridInput {
  monday: string;
  today: string;
  plannings: readonly Planning[];
  staff: readonly StaffMember[];
  /** The active sites (rows of the sites grid even when empty). */
  sites: readonly PlanningSite[];
  filters: GridFilters;
  /** The page of rows asked for (clamped to the last one). */
  page?: number;
  zone: string;
}

/** The site a filter names, when it is one (its name prefills the place of a new planning). */
function filteredSite(input: GridInput): PlanningSite | null {
  const { site } = input.filters;
  if (!site || site === NO_SITE_FILTER) return null;
  return (
    input.sites.find((option) => option.id === site) ??
    input.plannings.find((planning) => planning.site?.id === site)?.site ??
    null
  );
}

/** A row's and a filter option's name: an account made from ADMIN_EMAIL has no name yet, its address stands for it. */
function staffName(person: StaffMember): string {
  return fullName(person) || person.email;
}

/** The staff members of the employees grid's page: the server reads their hours before the grid is drawn. */
export function employeePage(input: Pick<GridInput, "staff" | "filters" | "page">) {
  const everyone = input.filters.employee
    ? input.staff.filter((person) => person.id === input.filters.employee)
    : input.staff;
  return pageOf(everyone, input.page ?? 1, GRID_PAGE_SIZE);
}

/**
 * Rows = the week's staff (those with a contract that week, and anyone still on one of its shifts, ADR 040), so that
 * any empty day can be filled, by name as the staff list is, a page of them at a time. Each shift sits in its start
 * day's cell.
 */
export function employeeGrid(input: GridInput): WeekGrid {
  const { zone } = input;
  const days = gridDays(input.monday, input.today);
  const site = filteredSite(input);
  const page = employeePage(input);
  const rows = new Map<string, GridRow>();
  for (const person of page.items) {
    const name = staffName(person);
    rows.set(person.id, {
      key: person.id,
      header: name,
      detail: null,
      hours: null,
      cells: emptyCells(days, (day) => ({
        prefill: { employeeId: person.id, day: day.date, ...(site ? { location: site.name } : {}) },
        addLabel: `Ajouter un planning pour ${name} le ${dayName(day)}`,
      })),
    });
  }
  const shown = new Set<Planning>();
  for (const placed of placeAll(input.plannings, days, input.filters, zone)) {
    for (const person of placed.planning.assignedUsers) {
      const cell = rows.get(person.id)?.cells[placed.placement.column];
      if (!cell) continue;
      cell.blocks.push(block(placed, false, days));
      shown.add(placed.planning);
    }
    // The shifts an absence took someone off stay in their row, marked, until someone else is assigned.
    for (const vacancy of placed.planning.vacancies ?? []) {
      const cell = rows.get(vacancy.employeeId)?.cells[placed.placement.column];
      if (!cell) continue;
      cell.blocks.push(block(placed, false, days, [vacancy]));
      shown.add(placed.planning);
    }
  }
  return gridOf("employes", input, days, [...rows.values()], { ...page, plannings: [...shown] });
}

/**
 * Rows = the active sites and every site of the week's plannings, by name, then the free-text places of the week,
 * then 'Sans localisation' (always there, to plan work without a place), a page of them at a time; each shift in its
 * start day's cell with the names of who works it.
 */
export function siteGrid(input: GridInput): WeekGrid {
  const { zone } = input;
  const days = gridDays(input.monday, input.today);
  const placed = placeAll(input.plannings, days, input.filters, zone);
  const heads = new Map<string, { key: string; site: PlanningSite | null; label: string }>();
  const wanted = (site: PlanningSite | null) =>
    !input.filters.site || (input.filters.site === NO_SITE_FILTER ? site === null : site?.id === input.filters.site);
  for (const site of input.sites) {
    if (wanted(site))
      heads.set(groupKey({ site, location: null }), {
        key: groupKey({ site, location: null }),
        site,
        label: site.name,
      });
  }
  // Work without a place can always be planned, unless one site is asked for.
  if (wanted(null)) heads.set("", { key: "", site: null, label: NO_LOCATION });
  for (const { planning } of placed) {
    const key = groupKey(planning);
    if (!heads.has(key)) heads.set(key, { key, site: planning.site, label: placeOf(planning) });
  }
  const ordered = [...heads.values()].sort((a, b) =>
    compareGroups({ key: a.key, title: a.label }, { key: b.key, title: b.label }),
  );
  const employee = input.filters.employee;
  const planned = plannedBySite(input.plannings, days, zone);
  const page = pageOf(ordered, input.page ?? 1, GRID_PAGE_SIZE);
  const rows = new Map<string, GridRow>();
  for (const head of page.items) {
    const location = head.site ? head.site.name : head.key === "" ? "" : head.label;
    const where = head.key === "" ? "sans localisation" : `à ${head.label}`;
    rows.set(head.key, {
      key: head.key,
      header: head.label,
      detail: head.site?.city ?? null,
      hours: head.site ? siteHoursText(planned.get(head.site.id) ?? 0, head.site.contractedMinutesPerWeek) : null,
      cells: emptyCells(days, (day) => ({
        prefill: { location, day: day.date, ...(employee ? { employeeId: employee } : {}) },
        addLabel: `Ajouter un planning ${where} le ${dayName(day)}`,
      })),
    });
  }
  const shown: Planning[] = [];
  for (const item of placed) {
    const cell = rows.get(groupKey(item.planning))?.cells[item.placement.column];
    if (!cell) continue;
    cell.blocks.push(block(item, true, days));
    shown.push(item.planning);
  }
  return gridOf("sites", input, days, [...rows.values()], { ...page, plannings: shown });
}

interface GridPage {
  page: number;
  pageCount: number;
  plannings: Planning[];
}

function gridOf(view: GridView, input: GridInput, days: GridDay[], rows: GridRow[], shown: GridPage): WeekGrid {
  const href = (page: number) => scheduleHref({ semaine: input.monday, view, filters: input.filters, page });
  const sites = new Map(input.sites.map((site) => [site.id, site.name]));
  for (const planning of input.plannings) if (planning.site) sites.set(planning.site.id, planning.site.name);
  return {
    view,
    monday: input.monday,
    days,
    rows,
    plannings: shown.plannings,
    pages: {
      page: shown.page,
      pageCount: shown.pageCount,
      previous: shown.page > 1 ? href(shown.page - 1) : null,
      next: shown.page < shown.pageCount ? href(shown.page + 1) : null,
    },
    filters: input.filters,
    siteOptions: [
      ...[...sites].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, "fr")),
      { value: NO_SITE_FILTER, label: "Hors site client" },
    ],
    employeeOptions: input.staff.map((person) => ({ value: person.id, label: staffName(person) })),
  };
}

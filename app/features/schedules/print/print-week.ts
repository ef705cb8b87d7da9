import { siteAddressLine } from "../../../domain/sites";
import { frenchDay, shiftDay } from "../../../lib/time";
import type { Planning, PlanningSite, StaffMember } from "../schedules";
import { dayName } from "../week-grid/grid-days";
import { type GridFilters, NO_SITE_FILTER } from "../week-grid/schedule-view";
import { employeeGrid, siteGrid } from "../week-grid/week-grid";

/** What a printed week is cut by (`?par=`): one page per site, or one page per employee. */
export const PRINT_BY = ["site", "employe"] as const;
export type PrintBy = (typeof PRINT_BY)[number];

export function parsePrintBy(value: string | null): PrintBy | null {
  return PRINT_BY.find((by) => by === value) ?? null;
}

export interface PrintedShift {
  /** '06:00–08:00', Paris wall clock, with '(jusqu'au lendemain)' when it ends the next day and its break if any. */
  time: string;
  title: string;
  /** Who works it (site pages) or where (employee pages). */
  detail: string;
  /** The pay rule of the public holiday it starts on; null on an ordinary day. */
  holiday: string | null;
}

export interface PrintedDay {
  /** 'Lundi 2 mars' */
  label: string;
  shifts: PrintedShift[];
}

/** One A4-landscape page: a site's or an employee's week, Monday to Sunday. */
export interface PrintedPage {
  /** The site's or the employee's name. */
  heading: string;
  /** The site's address; null for an employee or a place that is not a client site. */
  address: string | null;
  days: PrintedDay[];
}

export interface PrintedWeek {
  /** 'Semaine du 02/03/2026 au 08/03/2026' */
  period: string;
  pages: PrintedPage[];
  fileName: string;
}

export interface PrintInput {
  monday: string;
  by: PrintBy;
  plannings: readonly Planning[];
  staff: readonly StaffMember[];
  sites: readonly PlanningSite[];
  filters: GridFilters;
  zone: string;
}

export const NO_SHIFT_TEXT = "Aucune intervention cette semaine.";
export const NOBODY_TEXT = "Aucun employé assigné";

function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * The pages of a printed week, built from the week grid's rows: one page per site (or place) or per employee that
 * works that week, in the grid's order. A row asked for by a filter gets its page even when its week is empty, and
 * a week with no page at all still prints one page that says so.
 */
export function printedWeek(input: PrintInput): PrintedWeek {
  const gridInput = { ...input, today: "" };
  const grid = input.by === "site" ? siteGrid(gridInput) : employeeGrid(gridInput);
  const byId = new Map(input.plannings.map((planning) => [planning.id, planning]));
  const asked = input.by === "site" ? input.filters.site : input.filters.employee;
  const pages: PrintedPage[] = [];
  for (const row of grid.rows) {
    const empty = row.cells.every((cell) => cell.blocks.length === 0);
    if (empty && !asked) continue;
    const site = input.by === "site" ? siteOfRow(row.cells, byId, input) : null;
    pages.push({
      heading: row.header,
      address: site ? siteAddressLine(site) : null,
      days: row.cells.map((cell, index) => {
        const day = grid.days[index];
        return {
          label: day ? `${capitalized(dayName(day))}${day.holiday ? ` · férié (${day.holiday.name})` : ""}` : "",
          shifts: cell.blocks.map((block) => ({
            time: [block.spill ? `${block.time} ${printedSpill(block.spill)}` : block.time, block.pause]
              .filter(Boolean)
              .join(", "),
            title: block.title,
            detail: input.by === "site" ? block.people.join(", ") || NOBODY_TEXT : block.place,
            holiday: block.holiday?.rule ?? null,
          })),
        };
      }),
    });
  }
  const period = `Semaine du ${frenchDay(input.monday)} au ${frenchDay(shiftDay(input.monday, 6))}`;
  return {
    period,
    pages: pages.length > 0 ? pages : [{ heading: NO_SHIFT_TEXT, address: null, days: [] }],
    fileName: printFileName(input.monday, fileSubject(input, pages)),
  };
}

/** The grid's '→ lendemain', '← veille' and '→ 10/03' in words: the PDF's standard fonts have no arrows. */
function printedSpill(spill: string): string {
  if (spill.startsWith("←")) return "(depuis la veille)";
  return `(jusqu'au ${spill.replace(/^→\s*/, "")})`;
}

/** The client site a page is for: the one its shifts take place at, or the one the filter asks for. */
function siteOfRow(
  cells: readonly { blocks: readonly { planningId: string }[] }[],
  byId: ReadonlyMap<string, Planning>,
  input: PrintInput,
): PlanningSite | null {
  for (const cell of cells) {
    for (const block of cell.blocks) {
      const site = byId.get(block.planningId)?.site;
      if (site) return site;
      if (byId.has(block.planningId)) return null;
    }
  }
  const asked = input.filters.site;
  if (!asked || asked === NO_SITE_FILTER) return null;
  return input.sites.find((site) => site.id === asked) ?? null;
}

/** What the file is named after: the one site or employee asked for, else 'sites' or 'employes'. */
function fileSubject(input: PrintInput, pages: readonly PrintedPage[]): string {
  const asked = input.by === "site" ? input.filters.site : input.filters.employee;
  const only = pages.length === 1 ? pages[0] : undefined;
  if (asked && only) return only.heading;
  return input.by === "site" ? "sites" : "employes";
}

/** 'Tour Montparnasse' → 'tour-montparnasse': lower-case ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .replace(/[œŒ]/g, "oe")
    .replace(/[æÆ]/g, "ae")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** 'planning-semaine-2026-03-02-tour-montparnasse.pdf' */
export function printFileName(monday: string, subject: string): string {
  const slug = slugify(subject);
  return `planning-semaine-${monday}${slug ? `-${slug}` : ""}.pdf`;
}

/** Text on one line of the PDF: line breaks and other control characters become spaces. */
export function printedLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
}

export const PRINT_PATH = "/admin/schedules/semaine.pdf";

/** The PDF of a week: `/admin/schedules/semaine.pdf?semaine=…&par=site[&site=…][&employe=…]`. */
export function printHref(target: { monday: string; by: PrintBy; filters: GridFilters }): string {
  const params = new URLSearchParams({ semaine: target.monday, par: target.by });
  if (target.filters.site) params.set("site", target.filters.site);
  if (target.filters.employee) params.set("employe", target.filters.employee);
  return `${PRINT_PATH}?${params.toString()}`;
}

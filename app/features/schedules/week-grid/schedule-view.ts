/** The ways /admin/schedules shows its plannings (`?vue=`): the list is the default. */
export const VIEWS = ["liste", "employes", "sites"] as const;
export type ScheduleView = (typeof VIEWS)[number];
export type GridView = Exclude<ScheduleView, "liste">;

export const VIEW_LABELS: Record<ScheduleView, string> = { employes: "Employés", sites: "Sites", liste: "Liste" };

/** `?vue=` as a view; anything else is the list, as the screen was before the grids. */
export function parseView(value: string | null): ScheduleView {
  return VIEWS.find((view) => view === value) ?? "liste";
}

/** `?site=` value of the plannings that have no client site (free-text place or none). */
export const NO_SITE_FILTER = "aucun";

export interface GridFilters {
  /** A site's id, NO_SITE_FILTER, or null for every place. */
  site: string | null;
  /** An employee's id, or null for everyone. */
  employee: string | null;
}

/** The query string of a view of the schedule screen; the list is the default view and leaves `vue` out. */
export function scheduleHref(target: {
  semaine: string;
  view: ScheduleView;
  filters?: GridFilters;
  /** A grid's page of rows; the first page leaves `page` out. */
  page?: number;
}): string {
  const params = new URLSearchParams({ semaine: target.semaine });
  if (target.view !== "liste") {
    params.set("vue", target.view);
    if (target.filters?.site) params.set("site", target.filters.site);
    if (target.filters?.employee) params.set("employe", target.filters.employee);
    if (target.page && target.page > 1) params.set("page", String(target.page));
  }
  return `?${params.toString()}`;
}

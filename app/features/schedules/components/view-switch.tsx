import { Form, Link } from "react-router";
import { buttonClass } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { FilterSelect } from "../../../components/ui/filter-select";
import { type GridFilters, type ScheduleView, scheduleHref, VIEW_LABELS } from "../week-grid/schedule-view";
import type { WeekGrid } from "../week-grid/week-grid";

const SELECT = "w-56 max-md:h-11 max-md:w-full";

const ORDER: readonly ScheduleView[] = ["employes", "sites", "liste"];

/** Links to the week's grids and to the list (plain links: they work without JavaScript). */
export function ViewSwitch({ view, semaine, filters }: { view: ScheduleView; semaine: string; filters?: GridFilters }) {
  return (
    <nav
      aria-label="Affichage"
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 max-md:flex max-md:w-full"
    >
      {ORDER.map((option) => (
        <Link
          key={option}
          to={scheduleHref({ semaine, view: option, filters })}
          aria-current={option === view ? "page" : undefined}
          className={cn(
            "rounded px-3 py-1.5 text-sm font-semibold max-md:flex max-md:min-h-11 max-md:flex-1 max-md:items-center max-md:justify-center",
            option === view ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          {VIEW_LABELS[option]}
        </Link>
      ))}
    </nav>
  );
}

/** The grid's filters by site and by employee: a GET form, so that it works without JavaScript. */
export function GridFilterForm({ grid }: { grid: WeekGrid }) {
  const { filters } = grid;
  const filtered = Boolean(filters.site || filters.employee);
  return (
    <Form
      method="get"
      aria-label="Filtrer la semaine"
      className="flex flex-wrap items-end gap-3 max-md:grid max-md:grid-cols-2 print:hidden"
    >
      <input type="hidden" name="semaine" value={grid.monday} />
      <input type="hidden" name="vue" value={grid.view} />
      {gridFilters(grid).map((filter) => (
        <FilterSelect
          key={filter.name}
          id={`filtre-${filter.name}`}
          name={filter.name}
          label={filter.label}
          defaultValue={filter.value ?? ""}
          className={SELECT}
          wrapperClassName="max-md:col-span-2"
        >
          <option value="">{filter.all}</option>
          <Options options={filter.options} />
        </FilterSelect>
      ))}
      <button type="submit" className={cn(buttonClass("outline", "md"), "max-md:h-11")}>
        Filtrer
      </button>
      {filtered ? (
        <Link
          to={scheduleHref({ semaine: grid.monday, view: grid.view })}
          className={cn(buttonClass("ghost", "md"), "max-md:h-11")}
        >
          Retirer les filtres
        </Link>
      ) : null}
    </Form>
  );
}

/** The grid's two filters, each a select whose empty choice shows everything. */
function gridFilters({ filters, siteOptions, employeeOptions }: WeekGrid) {
  return [
    { name: "site", label: "Site", all: "Tous les sites", value: filters.site, options: siteOptions },
    { name: "employe", label: "Employé", all: "Tous les employés", value: filters.employee, options: employeeOptions },
  ];
}

function Options({ options }: { options: ReadonlyArray<{ value: string; label: string }> }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

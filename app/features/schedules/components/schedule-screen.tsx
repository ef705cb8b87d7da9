import { CalendarPlus, Copy, Share2 } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { Button } from "../../../components/ui/button";
import { TooltipProvider } from "../../../components/ui/tooltip";
import { WeekNav } from "../../../components/ui/week-nav";
import { shiftWeek } from "../../../lib/time";
import type { WeekNavigation } from "../../../lib/week-navigation";
import type { LocationGroup } from "../grouping";
import type { PageLinks } from "../pagination";
import type { Planning, PlanningSite } from "../schedules";
import type { PickableStaff } from "../staff-choices";
import { type ScheduleView, scheduleHref } from "../week-grid/schedule-view";
import type { CellPrefill, WeekGrid } from "../week-grid/week-grid";
import { LocationGroupTable, plural } from "./location-group";
import { Pager } from "./pager";
import { PrintActions } from "./print-actions";
import { IconSprite } from "./row-actions";
import { type DialogState, ScheduleDialog } from "./schedule-dialog";
import { usePageSelection } from "./use-page-selection";
import { GridFilterForm, ViewSwitch } from "./view-switch";
import { WeekGridTable } from "./week-grid";

interface ScreenProps {
  groups: LocationGroup[];
  staff: PickableStaff[];
  /** The active client sites, for the place picker. */
  sites: PlanningSite[];
  zone: string;
  week: WeekNavigation | null;
  pages: PageLinks;
  view: ScheduleView;
  /** The week's grid, in the grid views (the list is `groups`). */
  grid: WeekGrid | null;
  /** The new planning a site's contract proposes (« Planifier »): the add dialog opens with it. */
  proposal?: CellPrefill | null;
}

/** A 44 px touch target on phones. */
const PHONE_TARGET = "max-md:h-11 max-md:px-3";

export function ScheduleScreen({ groups, staff, sites, zone, week, pages, view, grid, proposal }: ScreenProps) {
  const [dialog, setDialog] = useState<DialogState | null>(proposal ? { kind: "add", prefill: proposal } : null);
  const { selecting, selected, toggleSelecting, toggle } = usePageSelection();
  const close = useCallback(() => setDialog(null), []);

  const byId = useMemo(() => {
    const map = new Map<string, Planning>();
    for (const group of groups) for (const planning of group.plannings) map.set(planning.id, planning);
    for (const planning of grid?.plannings ?? []) map.set(planning.id, planning);
    return map;
  }, [groups, grid]);
  const selectedPlannings = groups.flatMap((group) => group.plannings.filter((planning) => selected.has(planning.id)));

  return (
    <TooltipProvider delayDuration={200}>
      <section className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 md:py-10 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4 print:hidden">
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Gestion des plannings</h1>
          <div className="flex flex-wrap items-center gap-2 max-md:grid max-md:w-full max-md:grid-cols-2">
            {selecting ? (
              <p className="text-sm text-slate-700 max-md:col-span-2" aria-live="polite">
                {plural(selectedPlannings.length, "planning")}{" "}
                {selectedPlannings.length > 1 ? "sélectionnés" : "sélectionné"}
              </p>
            ) : null}
            <Button variant="outline" className={PHONE_TARGET} aria-pressed={selecting} onClick={toggleSelecting}>
              {selecting ? "Quitter la sélection" : "Sélectionner"}
            </Button>
            <Button
              variant="outline"
              className={PHONE_TARGET}
              disabled={selectedPlannings.length === 0}
              onClick={() => setDialog({ kind: "share" })}
            >
              <Share2 aria-hidden="true" className="size-4" />
              Partager
            </Button>
            {week ? (
              <Button
                variant="outline"
                className={PHONE_TARGET}
                onClick={() => setDialog({ kind: "copy-week", monday: shiftWeek(week.next, -1) })}
              >
                <Copy aria-hidden="true" className="size-4" />
                Copier la semaine
              </Button>
            ) : null}
            <Button className={PHONE_TARGET} onClick={() => setDialog({ kind: "add" })}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Ajouter un planning
            </Button>
          </div>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <WeekNav
            everyWeek
            week={week}
            hrefOf={
              grid
                ? (semaine) => scheduleHref({ semaine, view: grid.view, filters: grid.filters, page: grid.pages.page })
                : undefined
            }
          />
          <ViewSwitch view={view} semaine={week?.monday ?? "toutes"} filters={grid?.filters} />
        </div>

        {grid ? (
          <>
            <PrintActions grid={grid} />
            <GridFilterForm
              key={`${grid.view}-${grid.monday}-${grid.filters.site}-${grid.filters.employee}`}
              grid={grid}
            />
            <WeekGridTable grid={grid} onOpen={setDialog} />
          </>
        ) : groups.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
            Aucun planning trouvé
          </p>
        ) : (
          groups.map((group, index) => (
            <LocationGroupTable
              key={`${group.label}-${group.city ?? ""}`}
              group={group}
              index={index}
              zone={zone}
              selected={selecting ? selected : null}
              onToggle={toggle}
              onOpen={setDialog}
            />
          ))
        )}

        <Pager pages={pages} />
        <IconSprite />

        {dialog ? (
          <ScheduleDialog
            state={dialog}
            plannings={byId}
            selected={selectedPlannings}
            staff={staff}
            sites={sites}
            zone={zone}
            onClose={close}
          />
        ) : null}
      </section>
    </TooltipProvider>
  );
}

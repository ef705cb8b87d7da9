import {
  CalendarPlus,
  ChevronLeft,
  ChevronRight,
  Eye,
  Pencil,
  Share2,
  Trash2,
  UserMinus,
  UserPlus,
} from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button";
import { Table, Th } from "../../../components/ui/table";
import { Tooltip, TooltipProvider } from "../../../components/ui/tooltip";
import { formatDateTime } from "../../../lib/time";
import type { PageLinks } from "../pagination";
import { type AssignedUser, fullName, type LocationGroup, type Planning, type StaffMember } from "../schedules";
import {
  AddEmployeeDialog,
  AddPlanningDialog,
  DeletePlanningDialog,
  EditOneDialog,
  EditPlanningDialog,
  RemoveEmployeeDialog,
  ShareDialog,
  ViewPlanningDialog,
} from "./planning-dialogs";

export interface WeekNavigation {
  /** 'Semaine du … au …' */
  label: string;
  previous: string;
  next: string;
}

type OpenDialog =
  | { kind: "add" }
  | { kind: "share" }
  | { kind: "view" | "edit" | "delete" | "add-employee" | "remove-employee"; planningId: string }
  | { kind: "edit-one"; planningId: string; scheduleId: string };

interface ScreenProps {
  groups: LocationGroup[];
  staff: StaffMember[];
  zone: string;
  week: WeekNavigation | null;
  pages: PageLinks;
}

function plural(count: number, word: string) {
  return `${count} ${word}${count > 1 ? "s" : ""}`;
}

// Every row repeats its icons: each is a <use> of one symbol of the page's sprite (classes .planning-* in app.css).
const ROW_ICONS = { voir: Eye, modifier: Pencil, ajouter: UserPlus, retirer: UserMinus, supprimer: Trash2 };
type RowIcon = keyof typeof ROW_ICONS;

function IconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      {Object.entries(ROW_ICONS).map(([name, Icon]) => (
        <symbol key={name} id={`icone-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

function RowAction({
  label,
  icon,
  onClick,
  disabled,
  danger,
}: {
  label: string;
  icon: RowIcon;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  const button = (
    <button type="button" className="planning-action" aria-label={label} onClick={onClick} disabled={disabled}>
      <svg aria-hidden="true" className={danger ? "size-4 text-red-700" : "size-4"}>
        <use href={`#icone-${icon}`} />
      </svg>
    </button>
  );
  // A disabled button gets no pointer events: the tooltip hangs on a wrapper that does.
  return disabled ? (
    <Tooltip label={label}>
      <span className="inline-flex">{button}</span>
    </Tooltip>
  ) : (
    <Tooltip label={label}>{button}</Tooltip>
  );
}

export function ScheduleScreen({ groups, staff, zone, week, pages }: ScreenProps) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // The selection is of the page shown: another page or week starts an empty one.
  const { search } = useLocation();
  const [selectionSearch, setSelectionSearch] = useState(search);
  if (search !== selectionSearch) {
    setSelectionSearch(search);
    setSelected(new Set());
  }
  const close = useCallback(() => setDialog(null), []);

  const byId = useMemo(() => {
    const map = new Map<string, Planning>();
    for (const group of groups) for (const planning of group.plannings) map.set(planning.id, planning);
    return map;
  }, [groups]);
  const selectedPlannings = groups.flatMap((group) => group.plannings.filter((planning) => selected.has(planning.id)));

  function toggleSelecting() {
    setSelecting((value) => !value);
    setSelected(new Set());
  }

  function toggle(planningId: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(planningId)) next.delete(planningId);
      else next.add(planningId);
      return next;
    });
  }

  const open = dialog && "planningId" in dialog ? byId.get(dialog.planningId) : undefined;
  const person: AssignedUser | undefined =
    dialog?.kind === "edit-one" ? open?.assignedUsers.find((user) => user.scheduleId === dialog.scheduleId) : undefined;

  return (
    <TooltipProvider delayDuration={200}>
      <section className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold text-slate-900">Gestion des plannings</h1>
          <div className="flex flex-wrap items-center gap-2">
            {selecting ? (
              <p className="text-sm text-slate-700" aria-live="polite">
                {plural(selectedPlannings.length, "planning")}{" "}
                {selectedPlannings.length > 1 ? "sélectionnés" : "sélectionné"}
              </p>
            ) : null}
            <Button variant="outline" aria-pressed={selecting} onClick={toggleSelecting}>
              {selecting ? "Quitter la sélection" : "Sélectionner"}
            </Button>
            <Button
              variant="outline"
              disabled={selectedPlannings.length === 0}
              onClick={() => setDialog({ kind: "share" })}
            >
              <Share2 aria-hidden="true" className="size-4" />
              Partager
            </Button>
            <Button onClick={() => setDialog({ kind: "add" })}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Ajouter un planning
            </Button>
          </div>
        </div>

        <nav aria-label="Période affichée" className="flex flex-wrap items-center gap-2">
          {week ? (
            <>
              <Link to={`?semaine=${week.previous}`} className={buttonClass("ghost", "sm")}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                Semaine précédente
              </Link>
              <p className="px-2 font-semibold text-slate-800">{week.label}</p>
              <Link to={`?semaine=${week.next}`} className={buttonClass("ghost", "sm")}>
                Semaine suivante
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
              <Link to="?semaine=toutes" className={buttonClass("outline", "sm")}>
                Toutes
              </Link>
            </>
          ) : (
            <>
              <p className="px-2 font-semibold text-slate-800">Tous les plannings</p>
              <Link to="?" className={buttonClass("outline", "sm")}>
                Cette semaine
              </Link>
            </>
          )}
        </nav>

        {groups.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
            Aucun planning trouvé
          </p>
        ) : (
          groups.map((group, index) => (
            <section key={group.label} aria-labelledby={`groupe-${index}`} className="space-y-2">
              <h2 id={`groupe-${index}`} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
                {group.label}
                <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-medium text-brand-800">
                  {plural(group.total, "planning")}
                </span>
                {group.plannings.length < group.total ? (
                  <span className="text-sm font-normal text-slate-600">
                    dont {group.plannings.length} sur cette page
                  </span>
                ) : null}
              </h2>
              <Table className="planning-table">
                <thead>
                  <tr>
                    {selecting ? (
                      <Th>
                        <span className="sr-only">Sélection</span>
                      </Th>
                    ) : null}
                    <Th>Titre</Th>
                    <Th>Employés assignés</Th>
                    <Th>Période</Th>
                    <Th>Description</Th>
                    <Th>Actions</Th>
                  </tr>
                </thead>
                <tbody>
                  {group.plannings.map((planning) => (
                    <tr key={planning.id}>
                      {selecting ? (
                        <td>
                          <input
                            type="checkbox"
                            className="size-4"
                            aria-label={`Sélectionner ${planning.title}`}
                            checked={selected.has(planning.id)}
                            onChange={() => toggle(planning.id)}
                          />
                        </td>
                      ) : null}
                      <td className="font-medium text-slate-900">{planning.title}</td>
                      <td>
                        {planning.assignedUsers.length === 0 ? (
                          <span className="text-slate-600">Aucun employé assigné</span>
                        ) : (
                          <ul className="flex flex-wrap gap-1">
                            {planning.assignedUsers.map((user) => (
                              <li key={user.scheduleId}>
                                <button
                                  type="button"
                                  className="planning-badge"
                                  onClick={() =>
                                    setDialog({
                                      kind: "edit-one",
                                      planningId: planning.id,
                                      scheduleId: user.scheduleId,
                                    })
                                  }
                                >
                                  {fullName(user)}
                                </button>
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td className="whitespace-nowrap">
                        <div>{`Début : ${formatDateTime(planning.startTime, zone)}`}</div>
                        <div>{`Fin : ${formatDateTime(planning.endTime, zone)}`}</div>
                      </td>
                      <td className="max-w-xs whitespace-pre-line">
                        {planning.description || <span className="text-slate-600">Aucune description</span>}
                      </td>
                      <td className="whitespace-nowrap">
                        <RowAction
                          label="Voir le planning"
                          icon="voir"
                          onClick={() => setDialog({ kind: "view", planningId: planning.id })}
                        />
                        <RowAction
                          label="Modifier le planning"
                          icon="modifier"
                          onClick={() => setDialog({ kind: "edit", planningId: planning.id })}
                        />
                        <RowAction
                          label="Ajouter un employé"
                          icon="ajouter"
                          onClick={() => setDialog({ kind: "add-employee", planningId: planning.id })}
                        />
                        <RowAction
                          label="Retirer un employé"
                          icon="retirer"
                          disabled={planning.assignedUsers.length === 0}
                          onClick={() => setDialog({ kind: "remove-employee", planningId: planning.id })}
                        />
                        <RowAction
                          label="Supprimer le planning"
                          icon="supprimer"
                          danger
                          onClick={() => setDialog({ kind: "delete", planningId: planning.id })}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </section>
          ))
        )}

        {pages.pageCount > 1 ? (
          <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-2">
            {pages.previous ? (
              <Link to={pages.previous} className={buttonClass("outline", "sm")}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                Page précédente
              </Link>
            ) : null}
            <p className="px-2 font-semibold text-slate-800">
              Page {pages.page} sur {pages.pageCount}
            </p>
            {pages.next ? (
              <Link to={pages.next} className={buttonClass("outline", "sm")}>
                Page suivante
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
          </nav>
        ) : null}
        <IconSprite />

        {dialog?.kind === "add" ? <AddPlanningDialog zone={zone} staff={staff} onClose={close} /> : null}
        {dialog?.kind === "share" ? <ShareDialog zone={zone} plannings={selectedPlannings} onClose={close} /> : null}
        {open && dialog?.kind === "view" ? <ViewPlanningDialog zone={zone} planning={open} onClose={close} /> : null}
        {open && dialog?.kind === "edit" ? <EditPlanningDialog zone={zone} planning={open} onClose={close} /> : null}
        {open && person ? <EditOneDialog zone={zone} planning={open} person={person} onClose={close} /> : null}
        {open && dialog?.kind === "delete" ? <DeletePlanningDialog planning={open} onClose={close} /> : null}
        {open && dialog?.kind === "add-employee" ? (
          <AddEmployeeDialog zone={zone} planning={open} staff={staff} onClose={close} />
        ) : null}
        {open && dialog?.kind === "remove-employee" ? <RemoveEmployeeDialog planning={open} onClose={close} /> : null}
      </section>
    </TooltipProvider>
  );
}

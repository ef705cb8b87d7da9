import { TriangleAlert } from "lucide-react";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { cn } from "../../../components/ui/cn";
import { unbrokenDurations } from "../../../lib/durations";
import { frenchDay, shiftDay } from "../../../lib/time";
import type { GridBlock } from "../week-grid/grid-block";
import { clampPosition, type GridPosition, movePosition } from "../week-grid/grid-navigation";
import type { CellPrefill, GridCell, WeekGrid } from "../week-grid/week-grid";
import type { DialogState } from "./schedule-dialog";

const CAPTIONS = { employes: "Plannings par employé", sites: "Plannings par site" } as const;
const ROW_HEADERS = { employes: "Employé", sites: "Site" } as const;

/** What makes a control part of the grid's roving focus. */
interface ControlProps {
  "data-grid-position": string;
  tabIndex: number;
  onFocus: () => void;
}

/** The cells' "+" icon (lucide's), drawn once and used by each of the grid's hundreds of add buttons. */
const PLUS = "week-grid-plus";

function PlusSymbol() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <symbol id={PLUS} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M5 12h14M12 5v14" />
      </symbol>
    </svg>
  );
}

const positionKey = ({ row, col, item }: GridPosition) => `${row}-${col}-${item}`;

/**
 * The week as an ARIA grid (a table: days as columns, employees or sites as rows). One control is in the tab order;
 * the arrow keys, Home and End move between the cells' controls. A block opens its planning's edit dialog; the add
 * button of a cell opens the add dialog prefilled with its row and day.
 */
export function WeekGridTable({ grid, onOpen }: { grid: WeekGrid; onOpen: (dialog: DialogState) => void }) {
  const table = useRef<HTMLTableElement>(null);
  const shape = useMemo(() => grid.rows.map((row) => row.cells.map((cell) => cell.blocks.length + 1)), [grid.rows]);
  const todayColumn = Math.max(
    grid.days.findIndex((day) => day.isToday),
    0,
  );
  const [asked, setActive] = useState<GridPosition>({ row: 0, col: todayColumn, item: 0 });
  const active = clampPosition(asked, shape);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (!active || event.altKey || event.shiftKey || event.metaKey) return;
    const target = movePosition(active, event.key, event.ctrlKey, shape);
    if (!target) return;
    event.preventDefault();
    setActive(target);
    table.current?.querySelector<HTMLElement>(`[data-grid-position="${positionKey(target)}"]`)?.focus();
  }

  const control = (position: GridPosition): ControlProps => ({
    "data-grid-position": positionKey(position),
    tabIndex: active && positionKey(active) === positionKey(position) ? 0 : -1,
    onFocus: () => setActive(position),
  });

  const last = grid.days[grid.days.length - 1];
  const caption = `${CAPTIONS[grid.view]}, semaine du ${frenchDay(grid.monday)} au ${frenchDay(last?.date ?? shiftDay(grid.monday, 6))}`;

  if (grid.rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        Aucun planning trouvé
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <div className="week-grid w-full overflow-x-auto rounded-lg border border-slate-200">
        <PlusSymbol />
        <table
          ref={table}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern on a table keeps its row and column headers.
          role="grid"
          aria-labelledby="week-grid-caption"
          aria-describedby="week-grid-keys"
          className="w-full min-w-[58rem] table-fixed border-collapse text-left text-sm"
          onKeyDown={onKeyDown}
        >
          <caption
            id="week-grid-caption"
            className="sr-only print:not-sr-only print:pb-2 print:text-left print:text-base print:font-semibold"
          >
            {caption}
          </caption>
          <colgroup>
            <col className="w-40" />
            <col span={grid.days.length} />
          </colgroup>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-20 border-r border-slate-200 bg-slate-50 px-3 py-2 font-semibold text-slate-700"
              >
                {ROW_HEADERS[grid.view]}
              </th>
              {grid.days.map((day) => (
                <th
                  key={day.date}
                  scope="col"
                  aria-current={day.isToday ? "date" : undefined}
                  className={cn(
                    "px-2 py-2 font-semibold text-slate-700",
                    day.isToday ? "border-b-4 border-brand-700 bg-brand-50 text-brand-900" : "bg-slate-50",
                  )}
                >
                  <span className="block capitalize">{day.weekday}</span>
                  <span className="block text-xs font-normal">
                    {day.dayMonth}
                    {day.isToday ? <span className="font-semibold"> · aujourd'hui</span> : null}
                  </span>
                  {day.holiday ? (
                    <span className="block text-xs font-semibold text-red-800">Férié · {day.holiday.name}</span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, rowIndex) => (
              <tr key={row.key} data-filled={row.cells.some((cell) => cell.blocks.length > 0) || undefined}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 border-t border-r border-slate-200 bg-white px-3 py-2 align-top font-medium text-slate-900"
                >
                  <span className="block break-words">{row.header}</span>
                  {row.detail ? <span className="block text-xs font-normal text-slate-600">{row.detail}</span> : null}
                  {row.hours ? <RowHours text={row.hours} /> : null}
                </th>
                {row.cells.map((cell, col) => (
                  <Cell
                    key={grid.days[col]?.date ?? col}
                    cell={cell}
                    today={grid.days[col]?.isToday ?? false}
                    showPeople={grid.view === "sites"}
                    control={(item) => control({ row: rowIndex, col, item })}
                    onEdit={(planningId) => onOpen({ kind: "edit", planningId })}
                    onAdd={(prefill) => onOpen({ kind: "add", prefill })}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id="week-grid-keys" className="text-xs text-slate-600 print:hidden">
        Clavier : flèches pour passer d'une case à l'autre, Début et Fin pour le début et la fin de la ligne, Entrée
        pour ouvrir.
      </p>
    </div>
  );
}

interface CellProps {
  cell: GridCell;
  today: boolean;
  showPeople: boolean;
  control: (item: number) => ControlProps;
  onEdit: (planningId: string) => void;
  onAdd: (prefill: CellPrefill) => void;
}

function Cell({ cell, today, showPeople, control, onEdit, onAdd }: CellProps) {
  const empty = cell.blocks.length === 0;
  return (
    <td className={cn("week-grid-cell", today && "bg-brand-50/60")}>
      <div className="week-grid-stack">
        {cell.absence ? (
          <span className="self-start rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {cell.absence}
          </span>
        ) : null}
        {cell.blocks.map((block, index) => (
          <Block
            key={block.planningId}
            block={block}
            showPeople={showPeople}
            {...control(index)}
            onClick={() => onEdit(block.planningId)}
          />
        ))}
        <button
          type="button"
          aria-label={cell.addLabel}
          {...control(cell.blocks.length)}
          onClick={() => onAdd(cell.prefill)}
          className={cn("week-grid-add", empty ? "min-h-14 flex-1 border-slate-300" : "h-7 border-transparent")}
        >
          <svg aria-hidden="true" className="size-4">
            <use href={`#${PLUS}`} />
          </svg>
        </button>
      </div>
    </td>
  );
}

function Block({
  block,
  showPeople,
  ...props
}: { block: GridBlock; showPeople: boolean } & ControlProps & { onClick: () => void }) {
  const alertsId = useId();
  const alerted = block.alerts.length > 0;
  return (
    <button
      type="button"
      aria-label={block.label}
      aria-describedby={alerted ? alertsId : undefined}
      className="week-grid-block"
      data-vacancy={block.vacancy ? true : undefined}
      {...props}
    >
      <span className={cn("block font-semibold tabular-nums", alerted && "pr-4")}>{block.time}</span>
      {block.spill ? <span className="block text-slate-700">{block.spill}</span> : null}
      {block.pause ? <span className="block text-slate-700">{block.pause}</span> : null}
      <span className="line-clamp-2 break-words">{showPeople ? block.title : block.place}</span>
      <span className="line-clamp-2 break-words text-slate-700">
        {showPeople ? block.people.join(", ") || "Aucun employé assigné" : block.title}
      </span>
      {block.holiday ? (
        <span title={block.holiday.rule} className="mt-0.5 block text-xs font-semibold text-red-800">
          {block.holiday.tag}
        </span>
      ) : null}
      {block.vacancy ? (
        <span className="mt-0.5 block text-xs font-semibold text-amber-900">{block.vacancy}</span>
      ) : null}
      {alerted ? <AlertMarker id={alertsId} alerts={block.alerts} /> : null}
    </button>
  );
}

/** 'Prévu 11 h 30 · Contrat 10 h · Écart +1 h 30', a duration never split across lines ('10' apart from 'h'). */
function RowHours({ text }: { text: string }) {
  return <span className="mt-1 block text-xs font-normal text-slate-700 tabular-nums">{unbrokenDurations(text)}</span>;
}

/** A shift that breaks a labour rule: the messages describe the block, and are the marker's tooltip. */
function AlertMarker({ id, alerts }: { id: string; alerts: readonly string[] }) {
  const text = `${alerts.length > 1 ? "Alertes" : "Alerte"} : ${alerts.join(" ; ")}`;
  return (
    <span id={id} title={text} className="absolute top-1 right-1 text-amber-800">
      <TriangleAlert aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{text}</span>
    </span>
  );
}

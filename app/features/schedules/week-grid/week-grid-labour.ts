import { fullName } from "../../../domain/people";
import type { GridBlock } from "./grid-block";
import type { GridCell, GridRow, WeekGrid } from "./week-grid";

/**
 * What the grid shows of an employee's week besides the shifts, in French: the labour feature computes it and the
 * route hands it over (the shape is the grid's, so that the grid knows nothing of the rules).
 */
export interface EmployeeWeekLabour {
  /** 'Prévu 24 h 30 · Contrat 26 h · Écart −1 h 30'. */
  hours: string;
  /** The absence label of each day that has one, by `YYYY-MM-DD`. */
  absences: Readonly<Record<string, string>>;
  /** The alert messages of each of the week's shifts that breaks a rule, by planning id. */
  alerts: Readonly<Record<string, readonly string[]>>;
}

/** By employee id. */
export type GridLabour = ReadonlyMap<string, EmployeeWeekLabour>;

/** The employees whose labour figures the grid shows: its rows' in the employees grid, its shifts' in the sites grid. */
export function gridEmployeeIds(grid: WeekGrid): string[] {
  if (grid.view === "employes") return grid.rows.map((row) => row.key);
  return [...new Set(grid.plannings.flatMap((planning) => planning.assignedUsers.map((person) => person.id)))];
}

function withAlerts(block: GridBlock, alerts: readonly string[]): GridBlock {
  if (alerts.length === 0) return block;
  return { ...block, alerts: [...alerts] };
}

function employeeRow(grid: WeekGrid, row: GridRow, labour: EmployeeWeekLabour | undefined): GridRow {
  if (!labour) return row;
  return {
    ...row,
    hours: labour.hours,
    cells: row.cells.map((cell, index): GridCell => {
      const absence = labour.absences[grid.days[index]?.date ?? ""] ?? null;
      return {
        ...cell,
        absence,
        addLabel: absence ? `${cell.addLabel}, ${absence}` : cell.addLabel,
        blocks: cell.blocks.map((block) => withAlerts(block, labour.alerts[block.planningId] ?? [])),
      };
    }),
  };
}

/**
 * The grid with the employees' hours beside their names, their absences in their days and a marker on each shift
 * that breaks a labour rule; the sites grid gets only the markers, each alert naming whom it concerns.
 */
export function withLabour(grid: WeekGrid, labour: GridLabour): WeekGrid {
  if (grid.view === "employes")
    return { ...grid, rows: grid.rows.map((row) => employeeRow(grid, row, labour.get(row.key))) };
  const plannings = new Map(grid.plannings.map((planning) => [planning.id, planning]));
  const alertsOf = (planningId: string) =>
    (plannings.get(planningId)?.assignedUsers ?? []).flatMap((person) =>
      (labour.get(person.id)?.alerts[planningId] ?? []).map((message) => `${fullName(person)} : ${message}`),
    );
  return {
    ...grid,
    rows: grid.rows.map((row) => ({
      ...row,
      cells: row.cells.map((cell) => ({
        ...cell,
        blocks: cell.blocks.map((block) => withAlerts(block, alertsOf(block.planningId))),
      })),
    })),
  };
}

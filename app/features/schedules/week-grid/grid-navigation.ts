/** A focusable control of the week grid: its row, its day column, and its rank within the cell (blocks, then add). */
export interface GridPosition {
  row: number;
  col: number;
  item: number;
}

/** How many controls each cell holds, by row then column (every cell has at least its add button). */
export type GridShape = readonly (readonly number[])[];

const count = (shape: GridShape, row: number, col: number) => shape[row]?.[col] ?? 0;

/** The position clamped into the grid (after the grid changed under it); null for an empty grid. */
export function clampPosition(position: GridPosition, shape: GridShape): GridPosition | null {
  if (shape.length === 0) return null;
  const row = Math.min(Math.max(position.row, 0), shape.length - 1);
  const cols = shape[row]?.length ?? 0;
  if (cols === 0) return null;
  const col = Math.min(Math.max(position.col, 0), cols - 1);
  const item = Math.min(Math.max(position.item, 0), Math.max(count(shape, row, col) - 1, 0));
  return { row, col, item };
}

/**
 * Where a key moves the focus (the ARIA grid pattern): left and right to the neighbouring day, up and down through
 * the cell's controls then to the neighbouring row, Home and End to the row's first and last day, Ctrl+Home and
 * Ctrl+End to the grid's first and last cell. Null for a key the grid leaves alone, or a move off the grid.
 */
export function movePosition(from: GridPosition, key: string, ctrl: boolean, shape: GridShape): GridPosition | null {
  const lastRow = shape.length - 1;
  const lastCol = (shape[from.row]?.length ?? 1) - 1;
  let target: GridPosition | null;
  switch (key) {
    case "ArrowRight":
      target = from.col < lastCol ? { ...from, col: from.col + 1 } : null;
      break;
    case "ArrowLeft":
      target = from.col > 0 ? { ...from, col: from.col - 1 } : null;
      break;
    case "ArrowDown":
      if (from.item < count(shape, from.row, from.col) - 1) target = { ...from, item: from.item + 1 };
      else target = from.row < lastRow ? { row: from.row + 1, col: from.col, item: 0 } : null;
      break;
    case "ArrowUp":
      if (from.item > 0) target = { ...from, item: from.item - 1 };
      else
        target =
          from.row > 0 ? { row: from.row - 1, col: from.col, item: count(shape, from.row - 1, from.col) - 1 } : null;
      break;
    case "Home":
      target = ctrl ? { row: 0, col: 0, item: 0 } : { row: from.row, col: 0, item: 0 };
      break;
    case "End":
      target = ctrl
        ? { row: lastRow, col: (shape[lastRow]?.length ?? 1) - 1, item: 0 }
        : { row: from.row, col: lastCol, item: 0 };
      break;
    default:
      return null;
  }
  return target && clampPosition(target, shape);
}

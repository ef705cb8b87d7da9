import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    // Focusable, so that a table wider than a phone's screen scrolls from the keyboard too; relative, so that its
    // visually hidden labels (absolutely placed) stay inside the scrolling box instead of widening the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <div tabIndex={0} className="relative w-full overflow-x-auto rounded-lg border border-slate-200">
      <table className={cn("w-full text-left text-sm", className)} {...props} />
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<"th">) {
  return <th scope="col" className={cn("bg-slate-50 px-3 py-2 font-semibold text-slate-700", className)} {...props} />;
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("border-t border-slate-200 px-3 py-2 align-top", className)} {...props} />;
}

/** The header row of a table whose columns are titled by plain texts, in order. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <Th key={column}>{column}</Th>
        ))}
      </tr>
    </thead>
  );
}

/** What tells a table's rows apart: the items' `id`, or `keyOf` for items that have none. */
type RowKey<Item> = Item extends { id: string }
  ? { keyOf?: (item: Item) => string }
  : { keyOf: (item: Item) => string };

/** A table of items, one row each: its caption for assistive technologies, its columns' titles, then its cells. */
export function DataTable<Item>({
  caption,
  columns,
  items,
  keyOf = (item) => (item as { id: string }).id,
  children,
}: {
  caption: ReactNode;
  columns: readonly string[];
  items: readonly Item[];
  /** An item's cells, in the order of the columns. */
  children: (item: Item) => ReactNode;
} & RowKey<Item>) {
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHead columns={columns} />
      <tbody>
        {items.map((item) => (
          <tr key={keyOf(item)}>{children(item)}</tr>
        ))}
      </tbody>
    </Table>
  );
}

import { Fragment, type ReactNode } from "react";
import { Badge } from "./badge";
import { cn } from "./cn";
import { EmptyNote } from "./empty-note";

/** A history of dated periods (contracts), one card each, or a dashed box saying there is none. */
export function PeriodList<Item extends { id: string }>({
  items,
  empty,
  children,
}: {
  items: readonly Item[];
  empty: string;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <Fragment key={item.id}>{children(item)}</Fragment>
      ))}
    </ul>
  );
}

/**
 * One period of a `PeriodList`: its title, the one in force today highlighted and marked « En cours », its details,
 * then its actions.
 */
export function PeriodCard({
  title,
  current,
  badges,
  actions,
  children,
}: {
  title: string;
  current: boolean;
  /** More badges beside « En cours ». */
  badges?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
      aria-current={current ? "true" : undefined}
      className={cn("rounded-lg border p-4", current ? "border-brand-300 bg-brand-50" : "border-slate-200 bg-white")}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {current ? <Badge tone="brand">En cours</Badge> : null}
        {badges}
      </div>
      {children}
      {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}

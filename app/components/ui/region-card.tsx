import type { ReactNode } from "react";
import { Card } from "./card";

/**
 * A section of a page on a card, a region named by its heading, with an optional line under the heading and an
 * optional action (a button) beside it.
 */
export function RegionCard({
  id,
  title,
  intro,
  action,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <div>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
    </div>
  );
  return (
    <Card role="region" aria-labelledby={id} className="space-y-4">
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}

/** A list of items, each in a bordered box of its own. */
export function BoxList<Item>({
  items,
  keyOf,
  children,
}: {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={keyOf(item)} className="rounded-lg border border-slate-200 bg-white p-4">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

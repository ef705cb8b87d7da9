import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * One panel of a staff page: a titled, bordered section with its icon and, when there is one, a count to act on.
 * With `empty`, a count of 0 shows that sentence instead of the children. `id` is its anchor, which a mail links to
 * (app/domain/staff-home-panels.ts).
 */
export function Panel({
  id,
  title,
  icon: Icon,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  count?: number;
  empty?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`titre-${id}`}
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={`titre-${id}`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span className="first-letter:uppercase">{title}</span>
        {count ? (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-red-700 px-2 text-sm leading-6 font-semibold text-white">
            {count}
          </span>
        ) : null}
      </h2>
      <div className="mt-3">{count === 0 && empty ? <p className="text-slate-600">{empty}</p> : children}</div>
    </section>
  );
}

/**
 * A panel of items waiting for an answer, one list item each, its count in the title and `empty` when none waits. With
 * `action`, each item's button stands beside its lines, under them on a narrow screen.
 */
export function WaitingPanel<Item extends { id: string }>({
  items,
  action,
  children: render,
  ...panel
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  empty: string;
  items: readonly Item[];
  action?: (item: Item) => ReactNode;
  children: (item: Item) => ReactNode;
}) {
  return (
    <Panel {...panel} count={items.length}>
      <ul className="divide-y divide-slate-200">
        {items.map((item) => (
          <li key={item.id} className="py-3">
            {action ? (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">{render(item)}</div>
                {action(item)}
              </div>
            ) : (
              render(item)
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

import type { LucideIcon } from "lucide-react";

/** One card of a grid of short points: a title, a sentence or two, and an icon where the list has them. */
export function TextCard({ title, text, icon: Icon }: { title: string; text: string; icon?: LucideIcon }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      {Icon ? <Icon aria-hidden="true" className="mb-4 size-8 text-brand-600" /> : null}
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-700">{text}</p>
    </li>
  );
}

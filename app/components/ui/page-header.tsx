import type { ReactNode } from "react";

/** A staff page's heading: its title and one line saying what it is for, with the page's main button beside them. */
export function PageHeader({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-600">{lead}</p>
      </div>
      {children}
    </div>
  );
}

import type { ReactNode } from "react";

/** A list page's band of cards below its hero: three columns on a desktop, four where the cards are narrow. */
export function CardGrid({ label, columns, children }: { label: string; columns: 3 | 4; children: ReactNode }) {
  return (
    <section aria-label={label} className="bg-slate-50">
      <div
        className={`mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:px-8 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
      >
        {children}
      </div>
    </section>
  );
}

import type { ReactNode } from "react";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}

/** The top band of a public page, with its only h1. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-100">{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** A titled band of content below the hero. */
export function ContentSection({
  title,
  intro,
  children,
  tone = "white",
  id,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  tone?: "white" | "muted";
  id?: string;
}) {
  return (
    <section id={id} className={tone === "muted" ? "bg-slate-50" : "bg-white"}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h2>
        {intro ? <p className="mt-3 max-w-3xl text-slate-700">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

import { HeartHandshake, Leaf, ShieldCheck } from "lucide-react";
import { history, team, values } from "../features/content/about";
import { CtaBlock } from "../features/content/components/cta-block";
import { ContentSection, PageHero } from "../features/content/components/page-hero";
import { TextCard } from "../features/content/components/text-card";
import { staticPages } from "../features/content/pages";
import { companyFigures } from "../features/content/trust";
import { company } from "../lib/company";
import type { HydrationHandle } from "../lib/hydration";
import { pageMeta } from "../lib/seo";
import { parseTrustEnv } from "../lib/trust-env";
import type { Route } from "./+types/about";

/** No framework JavaScript on this page (docs/decisions/028-marketing-pages-without-framework-js.md). */
export const handle: HydrationHandle = { hydrate: false };

export const meta: Route.MetaFunction = pageMeta(staticPages.about.seo);

const valueIcons = [ShieldCheck, HeartHandshake, Leaf];

// The company's figures, or those the environment states (app/features/content/trust.ts), read at prerender time.
export function loader() {
  const figures = companyFigures(parseTrustEnv(process.env));
  return {
    lead: `Fondée en ${company.foundedYear} dans le 11e arrondissement, ${company.name} accompagne aujourd'hui plus de ${figures.clients} entreprises, commerces et copropriétés en Île-de-France.`,
    history: history(figures),
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="À propos" title="Une entreprise de propreté parisienne depuis 2010" lead={loaderData.lead} />

      <ContentSection title="Notre histoire">
        <ol className="relative space-y-8 border-l-2 border-brand-100 pl-6">
          {loaderData.history.map((step) => (
            <li key={step.year}>
              <p className="font-bold text-brand-700">{step.year}</p>
              <p className="mt-1 max-w-3xl text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection tone="muted" title="Nos valeurs">
        <ul className="grid gap-6 md:grid-cols-3">
          {values.map((value, index) => (
            <TextCard key={value.title} title={value.title} text={value.text} icon={valueIcons[index] ?? ShieldCheck} />
          ))}
        </ul>
      </ContentSection>

      <ContentSection title="Notre équipe de direction">
        <ul className="grid gap-6 md:grid-cols-3">
          {team.map((member) => (
            <li key={member.name} className="flex gap-4">
              <img
                src={member.portrait}
                alt={`Portrait illustré de ${member.name}`}
                width={80}
                height={80}
                loading="lazy"
                className="size-20 shrink-0 rounded-full"
              />
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{member.name}</h3>
                <p className="text-sm font-medium text-brand-700">{member.role}</p>
                <p className="mt-2 text-slate-700">{member.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </ContentSection>

      <CtaBlock {...staticPages.about.cta} />
    </>
  );
}

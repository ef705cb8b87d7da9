import { HeartHandshake, Leaf, ShieldCheck } from "lucide-react";
import { history, team, values } from "../features/content/about";
import { CtaBlock } from "../features/content/components/cta-block";
import { ContentSection, PageHero } from "../features/content/components/page-hero";
import { company } from "../lib/company";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = pageMeta({
  title: "À propos",
  description:
    "Depuis 2010, Clarté Propreté assure le nettoyage professionnel des entreprises de Paris et d'Île-de-France.",
  path: "/about",
});

const valueIcons = [ShieldCheck, HeartHandshake, Leaf];

export default function About() {
  return (
    <>
      <PageHero
        eyebrow="À propos"
        title="Une entreprise de propreté parisienne depuis 2010"
        lead={`Fondée en ${company.foundedYear} dans le 11e arrondissement, ${company.name} accompagne aujourd'hui plus de 500 entreprises, commerces et copropriétés en Île-de-France.`}
      />

      <ContentSection title="Notre histoire">
        <ol className="relative space-y-8 border-l-2 border-brand-100 pl-6">
          {history.map((step) => (
            <li key={step.year}>
              <p className="font-bold text-brand-700">{step.year}</p>
              <p className="mt-1 max-w-3xl text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection tone="muted" title="Nos valeurs">
        <ul className="grid gap-6 md:grid-cols-3">
          {values.map((value, index) => {
            const Icon = valueIcons[index] ?? ShieldCheck;
            return (
              <li key={value.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-brand-600" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-2 text-slate-700">{value.text}</p>
              </li>
            );
          })}
        </ul>
      </ContentSection>

      <ContentSection title="Notre équipe de direction">
        <ul className="grid gap-6 md:grid-cols-3">
          {team.map((member) => (
            <li key={member.name} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
              >
                {member.initials}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{member.name}</h3>
                <p className="text-sm font-medium text-brand-700">{member.role}</p>
                <p className="mt-2 text-slate-700">{member.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </ContentSection>

      <CtaBlock
        title="Travaillons ensemble"
        text="Rencontrons-nous sur votre site : la visite et le devis sont gratuits."
      />
    </>
  );
}

import { data } from "react-router";
import { CheckList } from "../features/content/components/check-list";
import { CtaBlock } from "../features/content/components/cta-block";
import { EmergencyCall } from "../features/content/components/emergency-call";
import { ContentSection, PageHero } from "../features/content/components/page-hero";
import { ServiceIcon } from "../features/content/components/service-icon";
import { TextCard } from "../features/content/components/text-card";
import { TrustBar } from "../features/content/components/trust-section";
import { serviceJsonLd } from "../features/content/json-ld";
import { findService } from "../features/content/services";
import { trustClaims } from "../features/content/trust";
import type { HydrationHandle } from "../lib/hydration";
import { pageMeta } from "../lib/seo";
import { parseTrustEnv } from "../lib/trust-env";
import type { Route } from "./+types/service-detail";

/** No framework JavaScript on this page (docs/decisions/028-marketing-pages-without-framework-js.md). */
export const handle: HydrationHandle = { hydrate: false };

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.slug);
  if (!service) throw data(null, { status: 404 });
  return { service, trust: trustClaims(parseTrustEnv(process.env)) };
}

export const meta: Route.MetaFunction = pageMeta(({ service }: Route.ComponentProps["loaderData"]) => ({
  title: service.name,
  description: service.seoDescription,
  path: `/services/${service.slug}`,
  jsonLd: (publicUrl) => serviceJsonLd(service, publicUrl),
}));

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, trust } = loaderData;
  return (
    <>
      <PageHero eyebrow={service.name} title={service.hero.title} lead={service.hero.lead}>
        {service.slug === "ponctuels" ? <EmergencyCall /> : null}
        <ul className="mt-8 flex flex-wrap gap-3">
          {service.hero.highlights.map((highlight) => (
            <li key={highlight} className="rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium">
              {highlight}
            </li>
          ))}
        </ul>
      </PageHero>
      <TrustBar claims={trust} />

      {service.sections.map((section, index) => (
        <ContentSection
          key={section.title}
          title={section.title}
          intro={section.intro}
          tone={index % 2 === 1 ? "muted" : "white"}
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item) => (
              <TextCard key={item.title} title={item.title} text={item.text} />
            ))}
          </ul>
        </ContentSection>
      ))}

      <section className="bg-brand-900 text-white">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-400 text-slate-900">
              <ServiceIcon slug={service.slug} />
            </span>
            <h2 className="mt-4 text-2xl font-bold sm:text-3xl">{service.feature.title}</h2>
            <p className="mt-3 text-slate-100">{service.feature.intro}</p>
          </div>
          <CheckList items={service.feature.items} className="text-lg [&_svg]:text-accent-400" />
        </div>
      </section>

      <CtaBlock
        title={service.cta.title}
        text={service.cta.text}
        emergency={service.slug === "ponctuels"}
        service={service.slug}
      />
    </>
  );
}

import { CardGrid } from "../features/content/components/card-grid";
import { CtaBlock } from "../features/content/components/cta-block";
import { PageHero } from "../features/content/components/page-hero";
import { ServiceCard } from "../features/content/components/service-card";
import { staticPages } from "../features/content/pages";
import { serviceCard, services } from "../features/content/services";
import type { HydrationHandle } from "../lib/hydration";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/services";

/** No framework JavaScript on this page (docs/decisions/028-marketing-pages-without-framework-js.md). */
export const handle: HydrationHandle = { hydrate: false };

export const meta: Route.MetaFunction = pageMeta(staticPages.services.seo);

export function loader() {
  return { services: services.map(serviceCard) };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...staticPages.services.hero} />
      <CardGrid label="Liste des services" columns={4}>
        {loaderData.services.map((service) => (
          <ServiceCard key={service.slug} service={service} />
        ))}
      </CardGrid>
      <CtaBlock {...staticPages.services.cta} />
    </>
  );
}

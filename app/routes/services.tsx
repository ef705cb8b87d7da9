import { CtaBlock } from "../features/content/components/cta-block";
import { PageHero } from "../features/content/components/page-hero";
import { ServiceCard } from "../features/content/components/service-card";
import { serviceCard, services } from "../features/content/services";
import type { HydrationHandle } from "../lib/hydration";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/services";

/** No framework JavaScript on this page (docs/decisions/028-marketing-pages-without-framework-js.md). */
export const handle: HydrationHandle = { hydrate: false };

export const meta: Route.MetaFunction = pageMeta({
  title: "Nos services de nettoyage",
  description:
    "Nettoyage de bureaux, magasins, sites industriels, immeubles, restaurants, vitres, cabinets médicaux et interventions ponctuelles en Île-de-France.",
  path: "/services",
});

export function loader() {
  return { services: services.map(serviceCard) };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Nos services"
        title="Nos services de nettoyage"
        lead="Huit métiers, une même exigence. Du bureau de quelques postes au site industriel, nous adaptons nos méthodes, nos produits et nos horaires à vos locaux."
      />
      <section aria-label="Liste des services" className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
          {loaderData.services.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </div>
      </section>
      <CtaBlock
        title="Vous ne trouvez pas votre besoin ?"
        text="Chaque site est différent. Décrivez-nous vos locaux et nous construisons une prestation sur mesure."
      />
    </>
  );
}

import { Phone } from "lucide-react";
import { data } from "react-router";
import { BackLink } from "../components/ui/back-link";
import { submitApplication } from "../features/applications/applications.server";
import { ApplicationForm } from "../features/applications/components/application-form";
import { JobOfferDetails } from "../features/content/components/job-offer-details";
import { PageHero } from "../features/content/components/page-hero";
import { findJobOffer } from "../features/content/job-offers";
import { jobPostingJsonLd } from "../features/content/json-ld";
import { company } from "../lib/company";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/job-offer";

export function loader({ params }: Route.LoaderArgs) {
  const offer = findJobOffer(params.id);
  if (!offer) throw data(null, { status: 404 });
  return { offer };
}

export const meta: Route.MetaFunction = pageMeta(({ offer }: Route.ComponentProps["loaderData"]) => ({
  title: `${offer.title} – ${offer.location}`,
  description: `${offer.title}, ${offer.type.toLowerCase()} à ${offer.location} : ${offer.description.slice(0, 110)}…`,
  path: `/job-offers/${offer.id}`,
  jsonLd: (publicUrl) => jobPostingJsonLd(offer, publicUrl),
}));

export function action({ request, params }: Route.ActionArgs) {
  const offer = findJobOffer(params.id);
  if (!offer) throw data(null, { status: 404 });
  return submitApplication(request, offer);
}

const phone = company.phones[0];

export default function JobOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { offer } = loaderData;
  return (
    <>
      <PageHero eyebrow="Offre d'emploi" title={offer.title} lead={`${offer.location} · ${offer.type}`} />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-14 sm:px-6 lg:px-8">
        <BackLink to="/job-offers">Toutes les offres</BackLink>
        <section aria-labelledby="offre" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="offre" className="text-2xl font-bold text-slate-900">
            Le poste
          </h2>
          <JobOfferDetails offer={offer} />
        </section>
        <section id="postuler" aria-labelledby="postuler-titre">
          <h2 id="postuler-titre" className="text-2xl font-bold text-slate-900">
            Postuler en ligne
          </h2>
          <p className="mt-2 mb-6 text-slate-700">
            Joignez votre CV : nous vous répondons sous une semaine. Vous préférez parler à quelqu'un ? Appelez le{" "}
            <a
              href={`tel:${phone.tel}`}
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {phone.display}
            </a>
            .
          </p>
          <ApplicationForm action={`/job-offers/${offer.id}`} result={actionData} />
        </section>
      </div>
    </>
  );
}

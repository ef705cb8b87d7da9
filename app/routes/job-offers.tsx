import { Phone } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../components/ui/button";
import { JobOfferDetails } from "../features/content/components/job-offer-details";
import { PageHero } from "../features/content/components/page-hero";
import { applicationMailto, jobOffers, jobOffersLead } from "../features/content/job-offers";
import { staticPages } from "../features/content/pages";
import { companyFigures } from "../features/content/trust";
import { company } from "../lib/company";
import type { HydrationHandle } from "../lib/hydration";
import { pageMeta } from "../lib/seo";
import { parseTrustEnv } from "../lib/trust-env";
import type { Route } from "./+types/job-offers";

/** No framework JavaScript on this page (docs/decisions/028-marketing-pages-without-framework-js.md). */
export const handle: HydrationHandle = { hydrate: false };

export const meta: Route.MetaFunction = pageMeta(staticPages.jobOffers.seo);

// The headcount is the company's, or the environment's (app/features/content/trust.ts), read at prerender time.
export function loader() {
  return { lead: jobOffersLead(companyFigures(parseTrustEnv(process.env))) };
}

const phone = company.phones[0];

export default function JobOffers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...staticPages.jobOffers.hero} lead={loaderData.lead} />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-14 sm:px-6 lg:px-8">
        <section
          aria-labelledby="candidater"
          className="rounded-lg border border-brand-100 bg-brand-50 p-6 text-slate-800"
        >
          <h2 id="candidater" className="text-xl font-bold text-brand-900">
            Comment postuler ?
          </h2>
          <p className="mt-2">
            Envoyez votre CV et une lettre de motivation à{" "}
            <a href={`mailto:${company.recruitingEmail}`} className="font-medium text-brand-700 underline">
              {company.recruitingEmail}
            </a>{" "}
            en indiquant l'offre qui vous intéresse. Vous pouvez aussi nous appeler au{" "}
            <a href={`tel:${phone.tel}`} className="font-medium text-brand-700 underline">
              {phone.display}
            </a>{" "}
            du lundi au vendredi de 8h à 18h.
          </p>
        </section>

        {jobOffers.map((offer) => (
          <article
            key={offer.id}
            id={offer.id}
            aria-labelledby={`${offer.id}-titre`}
            className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id={`${offer.id}-titre`} className="text-2xl font-bold text-slate-900">
              {offer.title}
            </h2>
            <JobOfferDetails offer={offer} />
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <a href={applicationMailto(company.recruitingEmail, offer)} className={buttonClass("accent", "lg")}>
                Postuler<span className="sr-only"> : {offer.title}</span>
              </a>
              <Link to={`/job-offers/${offer.id}`} className={buttonClass("outline", "lg")}>
                Candidater en ligne<span className="sr-only"> : {offer.title}</span>
              </Link>
              <a
                href={`tel:${phone.tel}`}
                className="inline-flex items-center gap-2 font-medium text-brand-700 underline"
              >
                <Phone aria-hidden="true" className="size-4" />
                ou appelez le {phone.display}
              </a>
            </div>
          </article>
        ))}
      </div>
    </>
  );
}

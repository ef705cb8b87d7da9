import { Award, Building2, CalendarClock, Quote, Users } from "lucide-react";
import { data, Link } from "react-router";
import { buttonClass } from "../components/ui/button";
import { CtaBlock } from "../features/content/components/cta-block";
import { HomeServiceCards } from "../features/content/components/home-service-cards";
import { ContentSection } from "../features/content/components/page-hero";
import { StarRating } from "../features/content/components/star-rating";
import { TrustBar, TrustSection } from "../features/content/components/trust-section";
import { staticPages } from "../features/content/pages";
import { type Reason, reasons } from "../features/content/reasons";
import { findService, homeServiceSlugs, type Service, serviceCard } from "../features/content/services";
import { testimonials } from "../features/content/testimonials";
import { trustClaims } from "../features/content/trust";
import { StaffStripBand } from "../features/staff-strip/components/staff-strip";
import { loadStaffStrip } from "../features/staff-strip/staff-strip.server";
import heroImage from "../images/hero-equipe.svg?inline";
import { keepCacheControl, PRIVATE_NO_STORE } from "../lib/cache-control";
import { company } from "../lib/company";
import { getEnv } from "../lib/env.server";
import type { HydrationHandle } from "../lib/hydration";
import { getSessionUser } from "../lib/permissions.server";
import { pageMeta } from "../lib/seo";
import { hasSessionCookie } from "../lib/session-cookie";
import { parseTrustEnv } from "../lib/trust-env";
import type { Route } from "./+types/home";

/** No framework JavaScript on this page (docs/decisions/028-marketing-pages-without-framework-js.md). */
export const handle: HydrationHandle = { hydrate: false };

export const meta: Route.MetaFunction = pageMeta(staticPages.home.seo);

const reasonIcons: Record<Reason["icon"], typeof Award> = {
  quality: Award,
  flexibility: CalendarClock,
  staff: Users,
  premises: Building2,
};

// Content comes from the loader (run at prerender time) so that it stays out of the page's JavaScript; the trust
// claims are the environment's at build time (app/lib/trust-env.ts).
// Visitors get the prerendered page (no cookie, no strip); signed-in staff are rendered per request with their strip
// (docs/decisions/019-staff-shell.md).
export async function loader({ request }: Route.LoaderArgs) {
  const services = homeServiceSlugs.map((slug) => serviceCard(findService(slug) as Service));
  const trust = trustClaims(parseTrustEnv(process.env));
  const user = hasSessionCookie(request.headers.get("cookie")) ? await getSessionUser(request) : null;
  if (!user || user.pending) return { services, trust, strip: null, zone: null };
  const zone = getEnv().APP_TIME_ZONE;
  return data(
    { services, trust, strip: await loadStaffStrip(user, zone), zone },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export const headers = keepCacheControl;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.strip && loaderData.zone ? <StaffStripBand strip={loaderData.strip} zone={loaderData.zone} /> : null}
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-24">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">
              Depuis {company.foundedYear} en Île-de-France
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              Nettoyage professionnel à Paris et en Île-de-France
            </h1>
            <p className="mt-6 max-w-xl text-lg text-slate-100">
              Bureaux, commerces, immeubles, sites industriels : des équipes formées et stables entretiennent vos locaux
              aux horaires qui vous conviennent. Devis gratuit, réponse sous {company.quoteReplyPromise}.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/quote" className={buttonClass("accent", "lg")}>
                Demander un devis gratuit
              </Link>
              <Link to="/services" className={buttonClass("outlineInverse", "lg")}>
                Découvrir nos services
              </Link>
            </div>
          </div>
          <img
            src={heroImage}
            alt="Deux agents de propreté souriants entretiennent un bureau parisien"
            width={560}
            height={420}
            className="mx-auto w-full max-w-lg"
          />
        </div>
      </section>
      <TrustBar claims={loaderData.trust} />

      <ContentSection
        title="Pourquoi choisir Clarté Propreté ?"
        intro="Une entreprise à taille humaine, organisée pour tenir ses engagements jour après jour."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((reason) => {
            const Icon = reasonIcons[reason.icon];
            return (
              <li key={reason.title}>
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-400 text-slate-900">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{reason.title}</h3>
                <p className="mt-2 text-slate-700">{reason.text}</p>
              </li>
            );
          })}
        </ul>
      </ContentSection>

      <ContentSection
        tone="muted"
        title="Nos services"
        intro="Un savoir-faire pour chaque type de locaux. Ouvrez une carte pour le détail de la prestation."
      >
        <HomeServiceCards services={loaderData.services} />
        <Link to="/services" className={`${buttonClass("primary")} mt-8`}>
          Voir tous nos services
        </Link>
      </ContentSection>

      {loaderData.trust.figures.length > 0 ? (
        <section aria-labelledby="chiffres" className="bg-brand-900 text-white">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
            <h2 id="chiffres" className="text-2xl font-bold sm:text-3xl">
              Clarté Propreté en chiffres
            </h2>
            <ul className="mt-8 grid grid-cols-2 gap-8 lg:grid-cols-4">
              {loaderData.trust.figures.map((figure) => (
                <li key={figure.label}>
                  <span className="block text-4xl font-bold text-accent-400">{figure.value}</span>{" "}
                  <span className="mt-1 block text-slate-200">{figure.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <TrustSection claims={loaderData.trust} />

      <ContentSection title="Ils nous font confiance">
        <ul className="grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <figure className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                <StarRating rating={testimonial.rating} />
                <Quote aria-hidden="true" className="mt-4 size-6 text-brand-600" />
                <blockquote className="mt-2 flex-1 text-slate-800">{testimonial.quote}</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-slate-900">{testimonial.author}</span>
                  <span className="block text-slate-600">{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </ContentSection>

      <CtaBlock {...staticPages.home.cta} />
    </>
  );
}

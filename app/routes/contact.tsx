import { ContactForm } from "../features/contact/components/contact-form";
import { submitContact } from "../features/contact/contact.server";
import { ContactDetails, MapPlaceholder } from "../features/content/components/contact-details";
import { PageHero } from "../features/content/components/page-hero";
import { TrustCommitments } from "../features/content/components/trust-section";
import { trustClaims } from "../features/content/trust";
import { pageMeta } from "../lib/seo";
import { parseTrustEnv } from "../lib/trust-env";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = pageMeta({
  title: "Contact",
  description:
    "Contactez Clarté Propreté par téléphone, e-mail ou via notre formulaire. Du lundi au vendredi de 8h à 18h et le samedi de 9h à 12h.",
  path: "/contact",
});

export function loader() {
  return { trust: trustClaims(parseTrustEnv(process.env)) };
}

export function action({ request }: Route.ActionArgs) {
  return submitContact(request);
}

export default function ContactPage({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contactez-nous"
        lead="Une question, un besoin, une urgence ? Appelez-nous, écrivez-nous ou passez nous voir : nous répondons à chaque demande."
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-5 lg:px-8">
        <section aria-labelledby="formulaire-contact" className="lg:col-span-3">
          <h2 id="formulaire-contact" className="mb-6 text-2xl font-bold text-slate-900">
            Envoyez-nous un message
          </h2>
          <ContactForm result={actionData} />
        </section>
        <div className="space-y-10 lg:col-span-2">
          <ContactDetails />
          <TrustCommitments claims={loaderData.trust} headingId="engagements" />
          <MapPlaceholder />
        </div>
      </div>
    </>
  );
}

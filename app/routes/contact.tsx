import { ContactDetails, MapPlaceholder } from "../features/content/components/contact-details";
import { PageHero } from "../features/content/components/page-hero";
import { company } from "../lib/company";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Contact",
    description:
      "Contactez Clarté Propreté par téléphone, e-mail ou via notre formulaire. Du lundi au vendredi de 8h à 18h et le samedi de 9h à 12h.",
    path: "/contact",
    publicUrl: rootPublicUrl(matches),
  });

export default function Contact() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contactez-nous"
        lead="Une question, un besoin, une urgence ? Appelez-nous, écrivez-nous ou passez nous voir : nous répondons à chaque demande."
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="space-y-10">
          <ContactDetails />
          <MapPlaceholder />
        </div>
        <section aria-labelledby="ecrire" className="rounded-lg border border-slate-200 bg-slate-50 p-6">
          <h2 id="ecrire" className="text-2xl font-bold text-slate-900">
            Envoyez-nous un message
          </h2>
          <p className="mt-3 text-slate-700">
            Écrivez-nous à{" "}
            <a href={`mailto:${company.email}`} className="font-medium text-brand-700 underline">
              {company.email}
            </a>{" "}
            : nous vous répondons dans la journée ouvrée.
          </p>
        </section>
      </div>
    </>
  );
}

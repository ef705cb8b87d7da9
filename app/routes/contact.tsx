import { data } from "react-router";
import { ContactForm } from "../features/contact/components/contact-form";
import { submitContact } from "../features/contact/contact.server";
import { statusOfCode } from "../lib/lead-result";
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

export async function action({ request }: Route.ActionArgs) {
  const result = await submitContact(request);
  return data(result, { status: statusOfCode(result.ok ? undefined : result.code) });
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Contactez-nous</h1>
        <p className="mt-4 text-lg text-slate-700">
          Une question, un besoin de nettoyage, une remarque ? Écrivez-nous : notre équipe vous répond rapidement.
        </p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-5">
        <section aria-labelledby="formulaire-contact" className="lg:col-span-3">
          <h2 id="formulaire-contact" className="mb-6 text-xl font-semibold text-slate-900">
            Envoyez-nous un message
          </h2>
          <ContactForm result={actionData} />
        </section>
      </div>
    </div>
  );
}

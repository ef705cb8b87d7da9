import { NewsletterForm } from "../features/newsletter/components/newsletter-form";
import { NewsletterOutcome } from "../features/newsletter/components/newsletter-outcome";
import { NEWSLETTER_MESSAGES } from "../features/newsletter/newsletter.messages";
import { subscribe } from "../features/newsletter/newsletter.server";
import { unindexedMeta } from "../lib/seo";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = unindexedMeta(
  "Lettre d'information",
  "Inscrivez-vous à la lettre d'information de Clarté Propreté : conseils d'entretien et actualités.",
  "/newsletter",
);

export function action({ request }: Route.ActionArgs) {
  return subscribe(request);
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">Lettre d'information</h1>
      <div className="mt-6 space-y-6">
        {actionData?.ok ? (
          <NewsletterOutcome tone="success" title={NEWSLETTER_MESSAGES.confirmed}>
            {NEWSLETTER_MESSAGES.confirmedDetail}
          </NewsletterOutcome>
        ) : (
          <>
            {actionData && !actionData.ok && actionData.code !== "VALIDATION_ERROR" ? (
              <NewsletterOutcome tone="error" title={actionData.message} />
            ) : null}
            <p className="text-slate-700">
              Recevez chaque mois nos conseils d'hygiène et d'entretien pour vos locaux professionnels.
            </p>
            <NewsletterForm result={actionData} />
          </>
        )}
      </div>
    </section>
  );
}

import { useSearchParams } from "react-router";
import { serviceTypeOf } from "../domain/services";
import { QuoteWizard } from "../features/quote/components/quote-wizard";
import { handleQuoteRequest } from "../features/quote/quote.server";
import { getEnv } from "../lib/env.server";
import { pageMeta } from "../lib/seo";
import { todayIn } from "../lib/time";
import type { Route } from "./+types/quote";

export const meta: Route.MetaFunction = pageMeta({
  title: "Demander un devis",
  description:
    "Demandez un devis gratuit de nettoyage professionnel : réponse de notre équipe commerciale sous 24 heures ouvrées.",
  path: "/quote",
});

/** The earliest start date a visitor may ask for: today where the company works. */
export function loader() {
  return { today: todayIn(getEnv().APP_TIME_ZONE) };
}

export function action({ request }: Route.ActionArgs) {
  return handleQuoteRequest(request);
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="mb-10">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Demander un devis</h1>
        <p className="mt-4 text-lg text-slate-700">
          Décrivez-nous vos locaux et vos besoins en trois étapes : c'est gratuit et sans engagement.
        </p>
      </header>
      <QuoteWizard
        result={actionData}
        preselectedService={serviceTypeOf(searchParams.get("service"))}
        today={loaderData.today}
      />
    </div>
  );
}

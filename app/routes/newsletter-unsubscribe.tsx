import { Form } from "react-router";
import { Button } from "../components/ui/button";
import { NewsletterOutcome } from "../features/newsletter/components/newsletter-outcome";
import { NEWSLETTER_MESSAGES } from "../features/newsletter/newsletter.messages";
import { isKnownToken, unsubscribe } from "../features/newsletter/newsletter.server";
import { unindexedMeta } from "../lib/seo";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = unindexedMeta(
  "Désinscription de la lettre d'information",
  "Désinscription de la lettre d'information de Clarté Propreté.",
  "/newsletter/unsubscribe",
);

// Opening the link only asks for confirmation: mail scanners follow links, and must not unsubscribe anyone.
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, known: await isKnownToken(token) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const token = form.get("token");
  return { unsubscribed: typeof token === "string" && (await unsubscribe(token)) };
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">Désinscription de la lettre d'information</h1>
      <div className="mt-6 space-y-6">
        {actionData?.unsubscribed ? (
          <NewsletterOutcome tone="success" title={NEWSLETTER_MESSAGES.unsubscribed}>
            {NEWSLETTER_MESSAGES.unsubscribedDetail}
          </NewsletterOutcome>
        ) : !loaderData.known || actionData ? (
          <NewsletterOutcome tone="error" title={NEWSLETTER_MESSAGES.invalidLink} />
        ) : (
          <Form method="post" className="space-y-4">
            <p className="text-slate-700">Vous ne recevrez plus notre lettre d'information après confirmation.</p>
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit" variant="primary">
              Confirmer la désinscription
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}

import { type FormEvent, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Field, Input } from "../../../components/ui/field";
import { fieldErrorsOf } from "../../../lib/form-data";
import { NEWSLETTER_MESSAGES, type NewsletterResult, newsletterSchema } from "../newsletter.schema";

/**
 * The newsletter sign-up, usable on any page: it posts to /newsletter, which answers with a page of its own when
 * JavaScript is off and with a toast otherwise.
 */
export function NewsletterForm({ result, className }: { result?: NewsletterResult; className?: string }) {
  const fetcher = useFetcher<NewsletterResult>();
  const [email, setEmail] = useState(result && !result.ok ? result.email : "");
  const [error, setError] = useState(result && !result.ok ? result.fieldErrors?.email : undefined);
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      setEmail("");
      setError(undefined);
      toast.success(NEWSLETTER_MESSAGES.confirmed, { description: NEWSLETTER_MESSAGES.confirmedDetail });
    } else {
      setError(answer.fieldErrors?.email);
      if (!answer.fieldErrors) toast.error(answer.message);
    }
  }, [fetcher.state, fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      event.preventDefault();
      setError(fieldErrorsOf(parsed.error).email);
    }
  }

  return (
    <fetcher.Form method="post" action="/newsletter" noValidate onSubmit={onSubmit} className={className}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label="Votre adresse e-mail" required error={error} className="flex-1">
          {(ids) => (
            <Input
              {...ids}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <Button type="submit" variant="accent" className="sm:mt-6" disabled={sending}>
          {sending ? "Envoi en cours..." : "S'inscrire"}
        </Button>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Un conseil d'entretien par mois, sans publicité. Désinscription en un clic à tout moment.
      </p>
    </fetcher.Form>
  );
}

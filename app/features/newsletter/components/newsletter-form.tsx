import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import type { Result } from "../../../lib/result";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { NewsletterInput } from "../newsletter.schema";

/**
 * The newsletter sign-up, usable on any page: it posts to /newsletter, which answers with a page of its own when
 * JavaScript is off and with a toast otherwise. Only the server checks the address (ADR 014).
 */
export function NewsletterForm({ result, className }: { result?: Result; className?: string }) {
  const { fetcher, fields, formProps, busy } = useSchemaForm<NewsletterInput>({ id: "newsletter", result });

  return (
    <fetcher.Form {...formProps} action="/newsletter" className={className}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label="Votre adresse e-mail" meta={fields.email} required className="flex-1">
          {(control) => <Input {...control} type="email" autoComplete="email" />}
        </FormField>
        <Button type="submit" variant="accent" className="sm:mt-6" disabled={busy}>
          {busy ? "Envoi en cours..." : "S'inscrire"}
        </Button>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Un conseil d'entretien par mois, sans publicité. Désinscription en un clic à tout moment.
      </p>
    </fetcher.Form>
  );
}

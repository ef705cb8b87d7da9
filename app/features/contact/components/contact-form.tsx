import type { FormEvent } from "react";
import { toast } from "sonner";
import { EnumField } from "../../../components/ui/choice-fields";
import { EmailAddressField, FullNameField, PhoneField } from "../../../components/ui/contact-fields";
import { Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { PrivacyPolicyLink, PublicFormSubmit } from "../../../components/ui/public-form-end";
import { ResultAlert } from "../../../components/ui/result-alert";
import { CONTACT_SUBJECT_LABELS } from "../../../domain/enums";
import { LEAD_LIMITS } from "../../../domain/leads";
import type { Result } from "../../../lib/result";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { isLimitedInSession, parseSubmissionTimes, recentSubmissions } from "../contact";
import { CONTACT_ERRORS } from "../contact.messages";
import type { ContactInput } from "../contact.schema";

const SESSION_KEY = "contact-submissions";

function readSessionTimes(): number[] {
  try {
    return parseSubmissionTimes(sessionStorage.getItem(SESSION_KEY));
  } catch {
    return [];
  }
}

function recordSessionSubmission() {
  try {
    const now = Date.now();
    sessionStorage.setItem(SESSION_KEY, JSON.stringify([...recentSubmissions(readSessionTimes(), now), now]));
  } catch {
    // Storage refused (private mode): the server's limit still applies.
  }
}

/**
 * The contact form. Without JavaScript it posts to /contact and the page shows `result`; with JavaScript it sends
 * through a fetcher and answers with toasts. Either way the server alone checks the fields (ADR 014): its errors show
 * beside them and the first invalid one takes the focus.
 */
export function ContactForm({ result }: { result?: Result }) {
  const { fetcher, fields, formProps, busy } = useSchemaForm<ContactInput>({
    id: "contact",
    result,
    onSuccess: recordSessionSubmission,
  });

  // The browser's hint of the server's limit, which spares a request; the server's limit decides.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    formProps.onSubmit(event);
    if (!isLimitedInSession(readSessionTimes(), Date.now())) return;
    event.preventDefault();
    toast.error("Erreur", { description: CONTACT_ERRORS.RATE_LIMIT_EXCEEDED });
  }

  return (
    <fetcher.Form {...formProps} action="/contact" onSubmit={onSubmit} className="space-y-5">
      <ResultAlert result={result} className="" />
      <div className="grid gap-5 sm:grid-cols-2">
        <FullNameField meta={fields.name} />
        <EmailAddressField meta={fields.email} />
        <PhoneField meta={fields.phone} />
        <EnumField
          label="Sujet"
          meta={fields.subject}
          required
          placeholder="Choisissez un sujet"
          labels={CONTACT_SUBJECT_LABELS}
        />
      </div>
      <FormField
        label="Message"
        meta={fields.message}
        required
        hint={`${fields.message.value?.length ?? 0} / ${LEAD_LIMITS.message} caractères`}
      >
        {(control) => <Textarea {...control} rows={6} />}
      </FormField>
      <PublicFormSubmit label="Envoyer le message" sending={busy} />
      <p className="text-sm text-slate-600">
        Les informations saisies sont utilisées uniquement par Clarté Propreté pour répondre à votre message et ne sont
        jamais cédées à des tiers. Conformément au RGPD, vous pouvez y accéder, les rectifier ou demander leur
        suppression. Pour en savoir plus, consultez notre <PrivacyPolicyLink />.
      </p>
    </fetcher.Form>
  );
}

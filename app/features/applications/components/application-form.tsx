import { EmailAddressField, FullNameField, PhoneField } from "../../../components/ui/contact-fields";
import { Input, Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { PrivacyPolicyLink, PublicFormSubmit } from "../../../components/ui/public-form-end";
import { RequiredMark } from "../../../components/ui/required-mark";
import { ResultAlert } from "../../../components/ui/result-alert";
import { CV_ACCEPT } from "../../../domain/cv-formats";
import { LEAD_LIMITS } from "../../../domain/leads";
import type { Result } from "../../../lib/result";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { ApplicationInput } from "../application.schema";
import { CV_MESSAGES } from "../applications.messages";

/**
 * The application form of one offer, with the CV as a file. Without JavaScript it posts to the offer's page, which
 * shows `result`; with JavaScript it sends through a fetcher and answers with toasts. The server alone checks it.
 */
export function ApplicationForm({ action, result }: { action: string; result?: Result }) {
  const { fetcher, fields, formProps, busy } = useSchemaForm<ApplicationInput>({ id: "candidature", result });
  const consentError = fields.consent.errors?.[0];

  return (
    <fetcher.Form {...formProps} action={action} encType="multipart/form-data" className="space-y-5">
      <ResultAlert result={result} className="" />
      <div className="grid gap-5 sm:grid-cols-2">
        <FullNameField meta={fields.name} />
        <EmailAddressField meta={fields.email} />
        <PhoneField meta={fields.phone} required />
        <FormField label="CV" meta={fields.cv} required hint={CV_MESSAGES.hint}>
          {({ defaultValue: _none, ...control }) => (
            <Input {...control} type="file" accept={CV_ACCEPT} className="h-auto py-1.5" />
          )}
        </FormField>
      </div>
      <FormField
        label="Message"
        meta={fields.message}
        hint={`Facultatif : vos disponibilités, votre expérience… ${fields.message.value?.length ?? 0} / ${LEAD_LIMITS.message} caractères`}
      >
        {(control) => <Textarea {...control} rows={5} />}
      </FormField>
      <div className="space-y-1">
        <div className="flex items-start gap-3">
          <input
            id={fields.consent.id}
            name={fields.consent.name}
            form={fields.consent.formId}
            key={fields.consent.key}
            type="checkbox"
            className="mt-1 size-5 shrink-0"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? fields.consent.errorId : undefined}
          />
          <label htmlFor={fields.consent.id} className="text-sm text-slate-800">
            J'accepte que Clarté Propreté conserve ma candidature et mon CV pendant 2 ans au plus pour étudier mon
            profil.
            <RequiredMark />
          </label>
        </div>
        {consentError ? (
          <p id={fields.consent.errorId} className="text-sm font-medium text-red-700">
            {consentError}
          </p>
        ) : null}
      </div>
      <PublicFormSubmit label="Envoyer ma candidature" sending={busy} />
      <p className="text-sm text-slate-600">
        Votre candidature n'est lue que par l'équipe de recrutement de Clarté Propreté et n'est jamais cédée à des
        tiers. Elle est supprimée au bout de 2 ans. Conformément au RGPD, vous pouvez y accéder, la rectifier ou
        demander sa suppression. Pour en savoir plus, consultez notre <PrivacyPolicyLink />.
      </p>
    </fetcher.Form>
  );
}

import { CheckCircle2 } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "../../../components/ui/button";
import { EnumField } from "../../../components/ui/choice-fields";
import { EmailAddressField, FullNameField, PhoneField } from "../../../components/ui/contact-fields";
import { Input, Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { HoneypotField } from "../../../components/ui/honeypot-field";
import { PrivacyPolicyLink } from "../../../components/ui/public-form-end";
import { FREQUENCY_LABELS, PROPERTY_TYPE_LABELS } from "../../../domain/enums";
import { LEAD_LIMITS } from "../../../domain/leads";
import { SERVICE_TYPE_LABELS, type ServiceType } from "../../../domain/services";
import { company } from "../../../lib/company";
import type { Result } from "../../../lib/result";
import { useResultToast } from "../../../lib/use-result-toast";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { hiddenFieldsOfStep, QUOTE_FIELDS, type QuoteField, stepOf, submitToast } from "../quote";
import { QUOTE_MESSAGES, STEP_TITLES } from "../quote.messages";
import type { QuoteInput } from "../quote.schema";

/**
 * The three-step quote wizard. Every step is a real POST to /quote (with JavaScript, a React Router form submission),
 * so it works the same without JavaScript; the action's answer says which step to show, carries every value posted so
 * far (the other step's travelling as hidden fields) and the errors of the fields, which only the server checks.
 */
export function QuoteWizard({
  result,
  preselectedService,
  today,
}: {
  result?: Result;
  preselectedService?: ServiceType;
  /** The company's today, the earliest start date. */
  today: string;
}) {
  const step = stepOf(result);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (step === shownStep.current) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);
  useResultToast(useMemo(() => submitToast(result), [result]));

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <ol className="mb-8 grid grid-cols-3 gap-2 text-sm" aria-label="Étapes de la demande">
        {([1, 2, 3] as const).map((item) => (
          <li
            key={item}
            aria-current={item === step ? "step" : undefined}
            className={`border-t-4 pt-2 ${item <= step ? "border-brand-700 font-semibold text-brand-800" : "border-slate-200 text-slate-600"}`}
          >
            {item}. {STEP_TITLES[item]}
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
        Étape {step} sur 3 : {STEP_TITLES[step]}
      </h2>

      {step === 3 ? (
        <div role="status" className="mt-6 space-y-4">
          <p className="flex items-center gap-2 text-lg font-semibold text-green-800">
            <CheckCircle2 aria-hidden="true" className="size-6" />
            {QUOTE_MESSAGES.success}
          </p>
          <p className="text-slate-700">
            Merci pour votre demande. Notre équipe commerciale vous répondra sous {company.quoteReplyPromise}.
          </p>
          <Link to="/" className="inline-block font-medium text-brand-700 underline">
            Retour à l'accueil
          </Link>
        </div>
      ) : (
        // A new form per step: it starts from the values the action sent back. Only step 1 depends on the link's
        // service: the answer to step 1 shows while the address still carries it, and a new key then would remount
        // step 2 and lose what the visitor chose meanwhile.
        <StepForm
          key={step === 1 ? `1-${preselectedService ?? ""}` : "2"}
          step={step}
          result={result}
          preselectedService={preselectedService}
          today={today}
        />
      )}
    </div>
  );
}

/**
 * `preselectedService` (a service page's link, /quote?service=…) is the first value of Type de service: on step 1 it
 * travels as a hidden field like every value of step 2, with or without JavaScript.
 */
function StepForm({
  step,
  result,
  preselectedService,
  today,
}: {
  step: 1 | 2;
  result?: Result;
  preselectedService?: ServiceType;
  today: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";
  const { form, fields, formProps } = useSchemaForm<QuoteInput>({
    id: "quote",
    result,
    defaultValue: preselectedService ? { serviceType: preselectedService } : undefined,
  });
  const carried = (name: QuoteField) => {
    const value = form.initialValue?.[name];
    return typeof value === "string" ? value : "";
  };

  return (
    <Form {...formProps} action="/quote" preventScrollReset className="mt-6 space-y-5">
      {result && !result.ok && result.intent === "submit" ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{QUOTE_MESSAGES.errorTitle}</p>
          <p>{result.message}</p>
        </div>
      ) : null}
      {hiddenFieldsOfStep(step, QUOTE_FIELDS).map((name) => (
        <input key={name} type="hidden" name={name} value={carried(name)} />
      ))}
      {step === 1 ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <FullNameField meta={fields.name} />
          <FormField label="Société" meta={fields.company}>
            {(control) => <Input {...control} autoComplete="organization" />}
          </FormField>
          <EmailAddressField meta={fields.email} />
          <PhoneField meta={fields.phone} required />
          <FormField label="Adresse des locaux" meta={fields.address} required className="sm:col-span-2">
            {(control) => <Input {...control} autoComplete="address-line1" />}
          </FormField>
          <FormField label="Ville" meta={fields.city} required>
            {(control) => <Input {...control} autoComplete="address-level2" />}
          </FormField>
          <FormField label="Code postal" meta={fields.zipCode} required>
            {(control) => <Input {...control} autoComplete="postal-code" inputMode="numeric" />}
          </FormField>
        </div>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <EnumField
            label="Type de service"
            meta={fields.serviceType}
            required
            placeholder="Choisissez un service"
            labels={SERVICE_TYPE_LABELS}
          />
          <EnumField
            label="Type de locaux"
            meta={fields.propertyType}
            required
            placeholder="Choisissez un type de locaux"
            labels={PROPERTY_TYPE_LABELS}
          />
          <FormField label="Surface" meta={fields.area} required hint="Par exemple : 250 m²">
            {(control) => <Input {...control} />}
          </FormField>
          <EnumField
            label="Fréquence"
            meta={fields.frequency}
            required
            placeholder="Choisissez une fréquence"
            labels={FREQUENCY_LABELS}
          />
          <FormField label="Date de début souhaitée" meta={fields.startDate}>
            {(control) => <Input {...control} type="date" min={today} />}
          </FormField>
          <FormField
            label="Besoins particuliers"
            meta={fields.specificRequirements}
            hint={`Jusqu'à ${LEAD_LIMITS.specificRequirements} caractères`}
            className="sm:col-span-2"
          >
            {(control) => <Textarea {...control} rows={5} />}
          </FormField>
        </div>
      )}
      <HoneypotField />
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        {step === 2 ? (
          <Button type="submit" name="intent" value="back" variant="outline" formNoValidate>
            Retour
          </Button>
        ) : (
          <span />
        )}
        {step === 1 ? (
          <Button type="submit" name="intent" value="next" variant="primary" size="lg">
            Suivant
          </Button>
        ) : (
          <Button type="submit" name="intent" value="submit" variant="accent" size="lg" disabled={submitting}>
            {submitting ? "Envoi en cours..." : "Envoyer la demande"}
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-600">
        Vos informations servent uniquement à établir votre devis et à vous recontacter. Conformément au RGPD, vous
        pouvez y accéder, les rectifier ou demander leur suppression : consultez notre <PrivacyPolicyLink />.
      </p>
    </Form>
  );
}

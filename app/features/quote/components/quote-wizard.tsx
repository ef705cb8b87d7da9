import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { FREQUENCIES, PROPERTY_TYPES, SERVICE_TYPES } from "../../../../db/schema/leads";
import { Button } from "../../../components/ui/button";
import { Field, Input, NativeSelect, Textarea } from "../../../components/ui/field";
import { company } from "../../../lib/company";
import { fieldErrorsOf } from "../../../lib/form-data";
import { FREQUENCY_LABELS, PROPERTY_TYPE_LABELS, SERVICE_TYPE_LABELS } from "../../../lib/lead-labels";
import { hiddenFieldsOfStep, stepOfErrors } from "../quote";
import {
  customerSchema,
  QUOTE_FIELDS,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  type QuoteField,
  type QuoteState,
  quoteSchema,
} from "../quote.schema";

const STEP_TITLES = { 1: "Vos coordonnées", 2: "Votre besoin", 3: "Confirmation" } as const;

type Values = Partial<Record<QuoteField, string>>;

/**
 * The three-step quote wizard. Every step is a real POST to /quote (with JavaScript, a React Router form submission),
 * so it works the same without JavaScript; values of the other step travel as hidden fields.
 */
export function QuoteWizard({ state }: { state: QuoteState }) {
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState(state.step === 3 ? {} : state.fieldErrors);
  const previousStep = useRef(state.step);
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";

  useEffect(() => {
    setErrors(state.step === 3 ? {} : state.fieldErrors);
    if (state.step !== previousStep.current) {
      previousStep.current = state.step;
      window.scrollTo({ top: 0 });
      headingRef.current?.focus({ preventScroll: true });
    } else if (state.step !== 3) {
      const first = Object.keys(state.fieldErrors)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
    if (state.step === 3) toast.success(QUOTE_MESSAGES.success);
    else if (state.failure)
      toast.error(QUOTE_MESSAGES.errorTitle, {
        description:
          state.failure.code === "RATE_LIMIT_EXCEEDED" ? state.failure.message : QUOTE_MESSAGES.errorDescription,
      });
  }, [state]);

  const values: Values = state.step === 3 ? {} : state.values;

  // The server checks again; checking here first spares a round trip and shows the messages at once.
  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
    if (intent === "back") return;
    const entered = Object.fromEntries(
      [...new FormData(event.currentTarget)].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const result = (intent === "submit" ? quoteSchema : customerSchema).safeParse(entered);
    if (result.success) return;
    const fieldErrors = fieldErrorsOf(result.error);
    // Hidden step-1 values that fail go to the server, which sends the visitor back to step 1.
    if (intent === "submit" && stepOfErrors(fieldErrors) === 1) return;
    event.preventDefault();
    setErrors(fieldErrors);
    const first = QUOTE_FIELDS.find((field) => fieldErrors[field]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }
  const clear = (field: QuoteField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  const control = (field: QuoteField) => ({
    name: field,
    defaultValue: values[field] ?? "",
    onChange: () => clear(field),
  });

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <ol className="mb-8 grid grid-cols-3 gap-2 text-sm" aria-label="Étapes de la demande">
        {([1, 2, 3] as const).map((step) => (
          <li
            key={step}
            aria-current={step === state.step ? "step" : undefined}
            className={`border-t-4 pt-2 ${step <= state.step ? "border-brand-700 font-semibold text-brand-800" : "border-slate-200 text-slate-600"}`}
          >
            {step}. {STEP_TITLES[step]}
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
        Étape {state.step} sur 3 : {STEP_TITLES[state.step]}
      </h2>

      {state.step === 3 ? (
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
        <Form
          key={state.step}
          ref={formRef}
          method="post"
          action="/quote"
          noValidate
          preventScrollReset
          onSubmit={checkBeforeSending}
          className="mt-6 space-y-5"
        >
          {state.failure ? (
            <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
              <p className="font-semibold">{QUOTE_MESSAGES.errorTitle}</p>
              <p>{state.failure.message}</p>
            </div>
          ) : null}
          {hiddenFieldsOfStep(state.step, QUOTE_FIELDS).map((field) => (
            <input key={field} type="hidden" name={field} value={values[field] ?? ""} />
          ))}
          {state.step === 1 ? (
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Nom complet" required error={errors.name}>
                {(ids) => <Input {...ids} {...control("name")} autoComplete="name" />}
              </Field>
              <Field label="Société" error={errors.company}>
                {(ids) => <Input {...ids} {...control("company")} autoComplete="organization" />}
              </Field>
              <Field label="Adresse e-mail" required error={errors.email}>
                {(ids) => <Input {...ids} {...control("email")} type="email" autoComplete="email" />}
              </Field>
              <Field label="Téléphone" required hint="Format français : 06 12 34 56 78" error={errors.phone}>
                {(ids) => <Input {...ids} {...control("phone")} type="tel" autoComplete="tel" />}
              </Field>
              <Field label="Adresse des locaux" required error={errors.address} className="sm:col-span-2">
                {(ids) => <Input {...ids} {...control("address")} autoComplete="street-address" />}
              </Field>
              <Field label="Ville" required error={errors.city}>
                {(ids) => <Input {...ids} {...control("city")} autoComplete="address-level2" />}
              </Field>
              <Field label="Code postal" required error={errors.zipCode}>
                {(ids) => <Input {...ids} {...control("zipCode")} autoComplete="postal-code" inputMode="numeric" />}
              </Field>
            </div>
          ) : (
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Type de service" required error={errors.serviceType}>
                {(ids) => (
                  <NativeSelect {...ids} {...control("serviceType")}>
                    <option value="">Choisissez un service</option>
                    {SERVICE_TYPES.map((value) => (
                      <option key={value} value={value}>
                        {SERVICE_TYPE_LABELS[value]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <Field label="Type de locaux" required error={errors.propertyType}>
                {(ids) => (
                  <NativeSelect {...ids} {...control("propertyType")}>
                    <option value="">Choisissez un type de locaux</option>
                    {PROPERTY_TYPES.map((value) => (
                      <option key={value} value={value}>
                        {PROPERTY_TYPE_LABELS[value]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <Field label="Surface" required hint="Par exemple : 250 m²" error={errors.area}>
                {(ids) => <Input {...ids} {...control("area")} />}
              </Field>
              <Field label="Fréquence" required error={errors.frequency}>
                {(ids) => (
                  <NativeSelect {...ids} {...control("frequency")}>
                    <option value="">Choisissez une fréquence</option>
                    {FREQUENCIES.map((value) => (
                      <option key={value} value={value}>
                        {FREQUENCY_LABELS[value]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <Field label="Date de début souhaitée" error={errors.startDate}>
                {(ids) => <Input {...ids} {...control("startDate")} type="date" />}
              </Field>
              <Field
                label="Besoins particuliers"
                hint={`Jusqu'à ${QUOTE_LIMITS.specificRequirements} caractères`}
                error={errors.specificRequirements}
                className="sm:col-span-2"
              >
                {(ids) => <Textarea {...ids} {...control("specificRequirements")} rows={5} />}
              </Field>
            </div>
          )}
          <div hidden>
            <label>
              Ne pas remplir ce champ
              <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
            {state.step === 2 ? (
              <Button type="submit" name="intent" value="back" variant="outline" formNoValidate>
                Retour
              </Button>
            ) : (
              <span />
            )}
            {state.step === 1 ? (
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
            pouvez y accéder, les rectifier ou demander leur suppression : consultez notre{" "}
            <Link to="/privacy" className="font-medium text-brand-700 underline">
              politique de confidentialité
            </Link>
            .
          </p>
        </Form>
      )}
    </div>
  );
}

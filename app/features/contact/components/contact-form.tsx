import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "sonner";
import { CONTACT_SUBJECTS } from "../../../../db/schema/leads";
import { Button } from "../../../components/ui/button";
import { Field, Input, NativeSelect, Textarea } from "../../../components/ui/field";
import { fieldErrorsOf } from "../../../lib/form-data";
import { CONTACT_SUBJECT_LABELS } from "../../../lib/lead-labels";
import { isLimitedInSession, parseSubmissionTimes, recentSubmissions } from "../contact";
import {
  CONTACT_ERRORS,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_SUCCESS,
  type ContactField,
  type ContactResult,
  contactSchema,
  HONEYPOT_FIELD,
} from "../contact.schema";

const SESSION_KEY = "contact-submissions";
const emptyValues: Record<ContactField, string> = { name: "", email: "", phone: "", subject: "", message: "" };

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
 * The contact form. Without JavaScript it posts to /contact and the page shows `result`; with JavaScript it checks the
 * fields with the server's schema, sends through a fetcher and answers with toasts.
 */
export function ContactForm({ result }: { result?: ContactResult }) {
  const fetcher = useFetcher<ContactResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<ContactField, string>>(() =>
    result && !result.ok ? { ...emptyValues, ...result.values } : emptyValues,
  );
  const [errors, setErrors] = useState<Record<string, string[]>>(() =>
    result && !result.ok ? (result.fieldErrors ?? {}) : {},
  );
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      recordSessionSubmission();
      setValues(emptyValues);
      setErrors({});
      toast.success(CONTACT_SUCCESS.title, { description: CONTACT_SUCCESS.description });
    } else {
      setErrors(answer.fieldErrors ?? {});
      toast.error(answer.message);
    }
  }, [fetcher.state, fetcher.data]);

  function focusFirstError(fieldErrors: Record<string, string[]>) {
    const first = CONTACT_FIELDS.find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      event.preventDefault();
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      return;
    }
    if (isLimitedInSession(readSessionTimes(), Date.now())) {
      event.preventDefault();
      toast.error(CONTACT_ERRORS.RATE_LIMIT_EXCEEDED);
    }
  }

  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  const control = (field: ContactField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <fetcher.Form ref={formRef} method="post" action="/contact" noValidate onSubmit={onSubmit} className="space-y-5">
      {result ? <FormOutcome result={result} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nom complet" required error={errors.name}>
          {(ids) => <Input {...ids} {...control("name")} autoComplete="name" />}
        </Field>
        <Field label="Adresse e-mail" required error={errors.email}>
          {(ids) => <Input {...ids} {...control("email")} type="email" autoComplete="email" />}
        </Field>
        <Field label="Téléphone" hint="Facultatif, format français : 06 12 34 56 78" error={errors.phone}>
          {(ids) => <Input {...ids} {...control("phone")} type="tel" autoComplete="tel" />}
        </Field>
        <Field label="Sujet" required error={errors.subject}>
          {(ids) => (
            <NativeSelect {...ids} {...control("subject")}>
              <option value="">Choisissez un sujet</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {CONTACT_SUBJECT_LABELS[subject]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field
        label="Message"
        required
        error={errors.message}
        hint={`${values.message.length} / ${CONTACT_LIMITS.message} caractères`}
      >
        {(ids) => <Textarea {...ids} {...control("message")} rows={6} />}
      </Field>
      <div hidden>
        <label>
          Ne pas remplir ce champ
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" variant="accent" size="lg" disabled={sending}>
        {sending ? "Envoi en cours..." : "Envoyer le message"}
      </Button>
      <p className="text-sm text-slate-600">
        Les informations saisies sont utilisées uniquement par Clarté Propreté pour répondre à votre message et ne sont
        jamais cédées à des tiers. Conformément au RGPD, vous pouvez y accéder, les rectifier ou demander leur
        suppression. Pour en savoir plus, consultez notre{" "}
        <Link to="/privacy" className="font-medium text-brand-700 underline">
          politique de confidentialité
        </Link>
        .
      </p>
    </fetcher.Form>
  );
}

/** The answer of a submission made without JavaScript. */
function FormOutcome({ result }: { result: ContactResult }) {
  if (result.ok)
    return (
      <div role="status" className="rounded-md border border-green-300 bg-green-50 p-4 text-green-900">
        <p className="font-semibold">{CONTACT_SUCCESS.title}</p>
        <p>{CONTACT_SUCCESS.description}</p>
      </div>
    );
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 font-medium text-red-900">
      {result.message}
    </div>
  );
}

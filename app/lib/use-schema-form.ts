import { type DefaultValue, getFormProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useServerErrorsClearedOnEdit } from "./clear-error-on-edit";
import { type FormTiming, VALIDATE_ON_BLUR } from "./form-timing";
import type { Result } from "./result";
import type { SchemaCheck } from "./schema-check";
import { useResultToast } from "./use-result-toast";
import { failingMessages, type RefusalToast, toastRefusal } from "./validation-toast";

export interface SchemaFormOptions<Input extends Record<string, unknown>, Output> {
  /** Stable, and one per form on the page. */
  id: string;
  /**
   * `schemaCheck(schema)`: the browser checks the fields with the schema the action applies. A public form has none
   * and only the server checks it (ADR 014): a field's error then clears as soon as the field is edited.
   */
  check?: SchemaCheck<Input, Output>;
  defaultValue?: NoInfer<DefaultValue<Input>>;
  /** The page's answer (`actionData`): a page form's, or a fetcher form's when JavaScript is off. */
  result?: Result;
  /** When the browser checks a field, with `check`: on leaving it, unless told otherwise. */
  timing?: FormTiming;
  /** Also says in a toast that a submit was refused in the browser. */
  toastRefusals?: RefusalToast;
  /** The answers the form shows itself instead of toasting them. */
  quiet?: (answer: Result) => boolean;
  /** After a success of the fetcher: a dialog closes. */
  onSuccess?: () => void;
  /** After a failure of the fetcher, once toasted. */
  onFailure?: () => void;
}

/**
 * The one form hook: a Conform form posted to an action that answers a `Result`. Spread `formProps` on `fetcher.Form`
 * (the answer is toasted, the form refilled with its errors) or, for a page form, on `Form` (pass `result`). A second
 * submit while the first is being sent is ignored; the form keeps working without JavaScript from the page's answer.
 */
export function useSchemaForm<Input extends Record<string, unknown>, Output = Input>({
  id,
  check,
  defaultValue,
  result,
  timing = VALIDATE_ON_BLUR,
  toastRefusals,
  quiet,
  onSuccess,
  onFailure,
}: SchemaFormOptions<Input, Output>) {
  const fetcher = useFetcher<Result>();
  const busy = fetcher.state !== "idle";
  const { lastResult, onInput } = useServerErrorsClearedOnEdit(fetcher.data?.submission ?? result?.submission);
  // The fetcher's answer holds until the next one, or until a new try is refused in the browser.
  const [stale, setStale] = useState<Result>();
  const answer = fetcher.data === stale ? undefined : fetcher.data;
  const [form, fields] = useForm<Input, Output>({
    id,
    lastResult,
    defaultValue,
    // Without a check, Conform would post the form to validate a field: the fields are then sent only on submit.
    ...(check ? timing : {}),
    onValidate: check
      ? ({ formData }) => {
          const submission = check(formData);
          if (submission.status === "error") {
            setStale(fetcher.data);
            if (toastRefusals) toastRefusal(toastRefusals, failingMessages(submission.error));
          }
          return submission;
        }
      : undefined,
    onSubmit: (event) => {
      if (busy) event.preventDefault();
    },
  });
  useResultToast(fetcher.data && quiet?.(fetcher.data) ? undefined : fetcher.data, (shown) => {
    if (shown.ok) onSuccess?.();
    else onFailure?.();
  });
  const formProps = { ...getFormProps(form), method: "post" as const, onInput: check ? undefined : onInput };
  return { form, fields, fetcher, busy, answer, formProps };
}

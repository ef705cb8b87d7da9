import { type DefaultValue, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import type { Result } from "../../../lib/result";
import { useResultToast } from "../../../lib/use-result-toast";
import { LABOUR_CODE, OVERLAP_CODE } from "../schedules.schema";
import type { LabourWarning } from "./planning-fields";

// biome-ignore lint/suspicious/noExplicitAny: Conform's own bound for a form's schema.
type FormSchema = z.ZodType<any, Record<string, any>>;

interface Options<S extends FormSchema> {
  /** Stable, and one per form on the page. */
  id: string;
  schema: S;
  defaultValue?: DefaultValue<z.input<S>>;
  /** After a success (the page's data reloads by itself). */
  onDone: () => void;
}

/**
 * A planning dialog's form posted to the schedule action: Conform checks it with the action's own schema before
 * sending ('Erreur' toast with the first message, as the server would answer), then the answer is toasted
 * ('Succès' or 'Erreur'), its field errors shown, or its overlapping plannings and broken labour rules listed for confirmation.
 */
export function usePlanningAction<S extends FormSchema>({ id, schema, defaultValue, onDone }: Options<S>) {
  const fetcher = useFetcher<Result>();
  const result = fetcher.data;
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    id,
    lastResult: result?.submission,
    defaultValue,
    // Not on blur: an error appearing as a field loses focus grows the centred dialog, which moves under the
    // pointer between the press and the click that moved focus (a radio or checkbox would miss its click).
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // An overlap warning holds until the next answer, or until a new try fails in the browser.
  const [dismissed, setDismissed] = useState<Result>();
  const overlapping = result && !result.ok && (result.code === OVERLAP_CODE || result.code === LABOUR_CODE);
  const shown = overlapping && result !== dismissed ? (result.submission?.error ?? {}) : {};
  const overlaps = shown[""] ?? [];
  const labour: LabourWarning = { lines: shown.labour ?? [], reasonError: shown.labourReason?.[0] };

  // The answer comes as soon as the action is done: once the list has reloaded, this dialog's planning may be gone.
  useResultToast(overlapping ? undefined : result, (answer) => {
    if (answer.ok) onDone();
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Conform validates a field as it changes by submitting through a hidden button of its own, outside the form.
    if (!event.defaultPrevented || !submitter || !event.currentTarget.contains(submitter)) return;
    const check = parseWithZod(new FormData(event.currentTarget, submitter), { schema });
    const first = check.status === "error" ? Object.values(check.error ?? {}).flat()[0] : undefined;
    if (!first) return;
    setDismissed(result);
    toast.error("Erreur", { description: first });
  }

  return { fetcher, form, fields, overlaps, labour, busy: fetcher.state !== "idle", onSubmit };
}

import { type DefaultValue, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { VALIDATE_ON_BLUR } from "./form-timing";
import { useDialogFetcher } from "./use-dialog-fetcher";
import { toastIfRefused } from "./validation-toast";

/** A schema reading a form's fields. */
type FormSchema = z.ZodType<unknown, Record<string, unknown>>;

interface DialogFormOptions<Schema extends FormSchema> {
  id: string;
  schema: Schema;
  defaultValue?: DefaultValue<z.input<Schema>>;
  onDone: () => void;
  /** Also list the refused fields' messages in one toast. */
  toastRefusals?: boolean;
}

/**
 * A Conform form in a dialog, sent by `useDialogFetcher`: checked in the browser on blur with its schema (the server
 * decides), refilled from the action's answer, a second submit while the first is being sent ignored.
 */
export function useDialogForm<Schema extends FormSchema>({
  id,
  schema,
  defaultValue,
  onDone,
  toastRefusals,
}: DialogFormOptions<Schema>) {
  const { fetcher, busy, ignoreWhileBusy } = useDialogFetcher(onDone);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: fetcher.data?.submission,
    defaultValue,
    ...VALIDATE_ON_BLUR,
    onValidate: ({ formData }) => {
      const submission = parseWithZod(formData, { schema });
      return toastRefusals ? toastIfRefused(submission) : submission;
    },
    onSubmit: ignoreWhileBusy,
  });
  return { fetcher, busy, form, fields, onDone };
}

import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { VALIDATE_ON_BLUR } from "./form-timing";
import type { Result } from "./result";
import { toastIfRefused } from "./validation-toast";

/** A schema reading a form's fields. */
export type FormSchema = z.ZodType<unknown, Record<string, unknown>>;

export interface SchemaFormOptions<Schema extends FormSchema> {
  id: string;
  schema: Schema;
  defaultValue?: DefaultValue<z.input<Schema>>;
  /** The action's answer to the last post (`submission.reply()`): its errors and, after a reset, empty fields. */
  lastResult?: SubmissionResult<string[]>;
  /** Also list the refused fields' messages in one toast. */
  toastRefusals?: boolean;
  onSubmit?: (event: { preventDefault: () => void }) => void;
}

/** A Conform form checked in the browser with its schema, on blur then at each keystroke; the server decides. */
export function useSchemaForm<Schema extends FormSchema>({
  id,
  schema,
  defaultValue,
  lastResult,
  toastRefusals,
  onSubmit,
}: SchemaFormOptions<Schema>) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    ...VALIDATE_ON_BLUR,
    onValidate: ({ formData }) => {
      const submission = parseWithZod(formData, { schema });
      return toastRefusals ? toastIfRefused(submission) : submission;
    },
    onSubmit,
  });
}

/** A form posted as a page (a plain POST that works without JavaScript), refilled from the action's answer. */
export function usePageForm<Schema extends FormSchema>(id: string, schema: Schema, result: Result | undefined) {
  return useSchemaForm({ id, schema, lastResult: result?.submission });
}

import { useDialogFetcher } from "./use-dialog-fetcher";
import { type FormSchema, type SchemaFormOptions, useSchemaForm } from "./use-schema-form";

/**
 * A schema-checked form in a dialog, sent by `useDialogFetcher`: refilled from the action's answer, a success closing
 * the dialog, a second submit while the first is being sent ignored.
 */
export function useDialogForm<Schema extends FormSchema>({
  onDone,
  ...options
}: Omit<SchemaFormOptions<Schema>, "lastResult" | "onSubmit"> & { onDone: () => void }) {
  const { fetcher, busy, ignoreWhileBusy } = useDialogFetcher(onDone);
  const [form, fields] = useSchemaForm({ ...options, lastResult: fetcher.data?.submission, onSubmit: ignoreWhileBusy });
  return { fetcher, busy, form, fields, onDone };
}

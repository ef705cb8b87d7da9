import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { SaveActions } from "./dialog-actions";

interface DialogFormProps<Schema extends Record<string, unknown>> {
  /** What `useDialogForm` gave: the fetcher that posts, the Conform form and how to close the dialog. */
  dialog: {
    fetcher: FetcherWithComponents<unknown>;
    busy: boolean;
    form: FormMetadata<Schema, string[]>;
    onDone: () => void;
  };
  intent: string;
  /** The edited row's id, posted as `id`; none when the form adds a row. */
  id?: string;
  /** Whether the footer saves ('Enregistrer') rather than adds ('Ajouter'); a form with an `id` saves. */
  editing?: boolean;
  children: ReactNode;
}

/** A dialog's form that adds or edits a row: posted to `?intent=…` by a fetcher, the server validating it. */
export function DialogForm<Schema extends Record<string, unknown>>({
  dialog,
  intent,
  id,
  editing = id !== undefined,
  children,
}: DialogFormProps<Schema>) {
  const { fetcher, busy, form, onDone } = dialog;
  return (
    <fetcher.Form method="post" action={`?intent=${intent}`} {...getFormProps(form)} noValidate className="space-y-4">
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      {children}
      <SaveActions editing={editing} onCancel={onDone} busy={busy} />
    </fetcher.Form>
  );
}

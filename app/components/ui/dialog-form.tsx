import type { ReactNode } from "react";
import type { useSchemaForm } from "../../lib/use-schema-form";
import { SaveActions } from "./dialog-actions";

interface DialogFormProps {
  /** What `useSchemaForm` gave: the fetcher that posts, whether it is sending, and the form's props. */
  dialog: Pick<ReturnType<typeof useSchemaForm>, "fetcher" | "busy" | "formProps">;
  intent: string;
  /** The edited row's id, posted as `id`; none when the form adds a row. */
  id?: string;
  /** Whether the footer saves ('Enregistrer') rather than adds ('Ajouter'); a form with an `id` saves. */
  editing?: boolean;
  /** Closes the dialog ('Annuler'). */
  onCancel: () => void;
  /** The submit button's words when it neither adds nor saves. */
  submit?: { label: string; busyLabel: string };
  children: ReactNode;
}

/** A dialog's form that adds or edits a row: posted to `?intent=…` by a fetcher, the server validating it. */
export function DialogForm({
  dialog,
  intent,
  id,
  editing = id !== undefined,
  onCancel,
  submit,
  children,
}: DialogFormProps) {
  const { fetcher, busy, formProps } = dialog;
  return (
    <fetcher.Form {...formProps} action={`?intent=${intent}`} className="space-y-4">
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      {children}
      <SaveActions editing={editing} onCancel={onCancel} busy={busy} submit={submit} />
    </fetcher.Form>
  );
}

import { useSchemaForm } from "../../lib/use-schema-form";
import { DeleteActions } from "./dialog-actions";

/**
 * The body of a 'Supprimer' dialog: posts the row's id to the intent once confirmed. A success closes the dialog; a
 * refusal leaves it open beside its toast.
 */
export function ConfirmDeleteForm({ intent, id, onDone }: { intent: string; id: string; onDone: () => void }) {
  const { fetcher, busy, formProps } = useSchemaForm({ id: `${intent}-${id}`, onSuccess: onDone });
  return (
    <fetcher.Form {...formProps} action={`?intent=${intent}`}>
      <input type="hidden" name="id" value={id} />
      <DeleteActions onCancel={onDone} busy={busy} />
    </fetcher.Form>
  );
}

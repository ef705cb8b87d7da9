import { useDialogFetcher } from "../../lib/use-dialog-fetcher";
import { DeleteActions } from "./dialog-actions";

/** The body of a 'Supprimer' dialog: posts the row's id to the intent once confirmed. */
export function ConfirmDeleteForm({ intent, id, onDone }: { intent: string; id: string; onDone: () => void }) {
  const { fetcher, busy, ignoreWhileBusy } = useDialogFetcher(onDone);
  return (
    <fetcher.Form method="post" action={`?intent=${intent}`} onSubmit={ignoreWhileBusy}>
      <input type="hidden" name="id" value={id} />
      <DeleteActions onCancel={onDone} busy={busy} />
    </fetcher.Form>
  );
}

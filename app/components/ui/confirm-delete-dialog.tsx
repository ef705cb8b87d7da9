import type { ButtonProps } from "./button";
import { ButtonDialog } from "./button-dialog";
import { ConfirmDeleteForm } from "./confirm-delete-form";

/**
 * A row's 'Supprimer' button (or 'Retirer'…), opening a dialog that says what the deletion does before it posts the
 * row's id to the intent.
 */
export function ConfirmDeleteDialog({
  intent,
  id,
  label = "Supprimer",
  ariaLabel,
  variant = "destructive",
  title = "Confirmer la suppression",
  description,
}: {
  intent: string;
  id: string;
  label?: string;
  ariaLabel: string;
  variant?: ButtonProps["variant"];
  title?: string;
  description: string;
}) {
  return (
    <ButtonDialog label={label} ariaLabel={ariaLabel} variant={variant} title={title} description={description}>
      {(close) => <ConfirmDeleteForm intent={intent} id={id} onDone={close} />}
    </ButtonDialog>
  );
}

import { Button, type ButtonProps } from "./button";
import { cn } from "./cn";

interface DialogActionsProps {
  onCancel: () => void;
  busy: boolean;
  /** The submit button's text, and its text while the form is being sent. */
  submitLabel: string;
  busyLabel: string;
  variant?: ButtonProps["variant"];
  className?: string;
}

/** A dialog form's footer: 'Annuler', which closes it, and its submit button, disabled while the form is sent. */
export function DialogActions({ onCancel, busy, submitLabel, busyLabel, variant, className }: DialogActionsProps) {
  return (
    <div className={cn("flex justify-end gap-2", className)}>
      <Button variant="ghost" onClick={onCancel}>
        Annuler
      </Button>
      <Button type="submit" variant={variant} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}

/** The footer of a form that adds a row ('Ajouter') or saves the one it edits ('Enregistrer'). */
export function SaveActions({
  editing,
  onCancel,
  busy,
  submit,
}: {
  editing: boolean;
  onCancel: () => void;
  busy: boolean;
  /** Words of a button that neither adds nor saves (« Envoyer l'invitation »). */
  submit?: { label: string; busyLabel: string };
}) {
  return (
    <DialogActions
      onCancel={onCancel}
      busy={busy}
      submitLabel={submit?.label ?? (editing ? "Enregistrer" : "Ajouter")}
      busyLabel={submit?.busyLabel ?? (editing ? "Mise à jour..." : "Ajout...")}
      className="pt-2"
    />
  );
}

/** The footer of a deletion's confirmation. */
export function DeleteActions({ onCancel, busy }: { onCancel: () => void; busy: boolean }) {
  return (
    <DialogActions
      onCancel={onCancel}
      busy={busy}
      submitLabel="Supprimer"
      busyLabel="Suppression..."
      variant="destructive"
    />
  );
}

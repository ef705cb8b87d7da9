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

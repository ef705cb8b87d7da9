import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";

/** Every dialog of the schedule screen: open while shown, closed by Escape, its cross or `onClose`. */
export function DialogFrame({
  title,
  description,
  wide,
  onClose,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** 'form' for the planning forms, 'table' for the share preview. */
  wide?: "form" | "table";
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      className={wide === "form" ? "max-w-2xl" : wide === "table" ? "max-w-3xl" : undefined}
    >
      {children}
    </Dialog>
  );
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-2 pt-2">{children}</div>;
}

export function CloseButton({ onClose, label = "Annuler" }: { onClose: () => void; label?: "Annuler" | "Fermer" }) {
  return (
    <Button variant="ghost" onClick={onClose}>
      {label}
    </Button>
  );
}

/** The spec's submit button: disabled while saving, with its busy label ('Ajout...', 'Mise à jour...'…). */
export function SubmitButton({
  label,
  busyLabel,
  busy,
  disabled,
  destructive,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  destructive?: boolean;
}) {
  return (
    <Button type="submit" variant={destructive ? "destructive" : "primary"} disabled={busy || disabled}>
      {busy ? busyLabel : label}
    </Button>
  );
}

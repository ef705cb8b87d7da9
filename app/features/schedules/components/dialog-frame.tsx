import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { Dialog } from "../../../components/ui/dialog";

// Below 768 px a dialog is a full-screen sheet that scrolls (its layout: .schedule-sheet in app.css), its cross a
// 44 px target.
const SHEET =
  "schedule-sheet max-md:inset-0 max-md:h-dvh max-md:max-h-none max-md:w-full max-md:max-w-none max-md:translate-x-0 max-md:translate-y-0 max-md:rounded-none max-md:px-4 max-md:pt-4 max-md:pb-0 max-md:shadow-none max-md:[&>button:last-child]:top-1.5 max-md:[&>button:last-child]:right-1.5 max-md:[&>button:last-child]:p-3 max-md:[&>h2]:pr-10";
const WIDTHS = { form: "max-w-2xl", table: "max-w-3xl" } as const;

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
      className={cn(wide && WIDTHS[wide], SHEET)}
    >
      {children}
    </Dialog>
  );
}

/** The dialog's buttons: on a phone's sheet, a bar stuck to the bottom of the screen while the body scrolls. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="schedule-sheet-actions flex flex-wrap justify-end gap-2 pt-2 max-md:sticky max-md:bottom-0 max-md:z-10 max-md:-mx-4 max-md:mt-auto max-md:border-t max-md:border-slate-200 max-md:bg-white max-md:px-4 max-md:py-3 max-md:[&_button]:h-11">
      {children}
    </div>
  );
}

export function CloseButton({ onClose, label = "Annuler" }: { onClose: () => void; label?: "Annuler" | "Fermer" }) {
  return (
    <Button variant="ghost" onClick={onClose}>
      {label}
    </Button>
  );
}

/** The dialogs' submit button: disabled while saving, with its busy label ('Ajout...', 'Mise à jour...'…). */
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

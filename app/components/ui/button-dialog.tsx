import { type ReactNode, useState } from "react";
import { Button, type ButtonProps } from "./button";
import { Dialog } from "./dialog";

interface ButtonDialogProps {
  /** The text of the small button that opens the dialog, and its accessible name when the text is not enough. */
  label: string;
  ariaLabel?: string;
  variant: ButtonProps["variant"];
  title: ReactNode;
  description?: ReactNode;
  /** The dialog's content; `close` closes the dialog (a form calls it once done). */
  children: (close: () => void) => ReactNode;
}

/** A row action: a small button opening a dialog (44 px tall on phones, like every row action). */
export function ButtonDialog({ label, ariaLabel, variant, title, description, children }: ButtonDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size="sm" className="max-md:h-11" onClick={() => setOpen(true)} aria-label={ariaLabel}>
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={description}>
        {children(() => setOpen(false))}
      </Dialog>
    </>
  );
}

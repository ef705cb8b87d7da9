import { type ReactNode, useState } from "react";
import { Button, type ButtonProps } from "./button";
import { Dialog } from "./dialog";
import { TOUCH_TARGET } from "./touch-target";

interface ButtonDialogProps {
  /** The text of the button that opens the dialog, and its accessible name when the text is not enough. */
  label: string;
  ariaLabel?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  title: ReactNode;
  description?: ReactNode;
  /** The dialog's width, when its form needs more than the default. */
  className?: string;
  /** The dialog's content; `close` closes the dialog (a form calls it once done). */
  children: (close: () => void) => ReactNode;
}

/** A row action: a button opening a dialog (44 px tall on phones, like every row action). */
export function ButtonDialog({
  label,
  ariaLabel,
  variant,
  size = "sm",
  title,
  description,
  className,
  children,
}: ButtonDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={TOUCH_TARGET}
        onClick={() => setOpen(true)}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={description} className={className}>
        {children(() => setOpen(false))}
      </Dialog>
    </>
  );
}

import { type ReactNode, useState } from "react";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";

/** Tall enough to be touched on a phone (44 px), compact on a desk. */
export const TOUCH_TARGET = "max-md:h-11";

interface RowDialogProps {
  label: string;
  ariaLabel?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  title: string;
  description?: ReactNode;
  className?: string;
  children: (close: () => void) => ReactNode;
}

/** A button of the employee file that opens its form in a dialog. */
export function RowDialog({
  label,
  ariaLabel,
  variant,
  size = "sm",
  title,
  description,
  className,
  children,
}: RowDialogProps) {
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

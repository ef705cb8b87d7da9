import type { ReactNode } from "react";
import { ButtonDialog } from "./button-dialog";

/**
 * A row's « Corriger » button, read as « Corriger `what` » by assistive technologies, opening the correction form given
 * as children: what was entered by mistake is replaced, not added to.
 */
export function CorrectDialog({
  what,
  title,
  description,
  className,
  children,
}: {
  what: string;
  title: string;
  description?: string;
  className?: string;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <ButtonDialog
      label="Corriger"
      ariaLabel={`Corriger ${what}`}
      variant="outline"
      title={title}
      description={description}
      className={className}
    >
      {children}
    </ButtonDialog>
  );
}

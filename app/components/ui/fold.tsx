import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * Content folded under a one-line summary with a chevron, on <details>: it opens without JavaScript, and a link to a
 * fragment inside opens it. The chevron turns with its own fold only, also when folds nest.
 */
export function Fold({
  summary,
  children,
  open,
  className,
  summaryClassName,
}: {
  summary: ReactNode;
  children: ReactNode;
  open?: boolean;
  className?: string;
  /** The summary's padding and type; it is a 44 px target at least. */
  summaryClassName?: string;
}) {
  return (
    <details open={open} className={className}>
      <summary
        className={cn(
          "flex min-h-11 cursor-pointer list-none items-start gap-2 [&::-webkit-details-marker]:hidden",
          summaryClassName,
        )}
      >
        <ChevronRight
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 text-brand-700 transition-transform [details[open]>summary>&]:rotate-90"
        />
        {summary}
      </summary>
      {children}
    </details>
  );
}

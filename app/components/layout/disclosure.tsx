import type { ReactNode } from "react";

interface DisclosureProps {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  summaryClassName?: string;
  align?: "left" | "right";
}

/**
 * A menu button built on <details>: it opens and closes without JavaScript, and the page's script (page-script.ts)
 * closes it on Escape (focus back on the button) or on a click outside, on pages with or without the framework.
 */
export function Disclosure({
  label,
  children,
  className = "",
  summaryClassName = "",
  align = "left",
}: DisclosureProps) {
  return (
    <details data-disclosure className={`relative ${className}`}>
      <summary className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${summaryClassName}`}>
        {label}
      </summary>
      <div
        className={`absolute top-full z-50 mt-2 rounded-lg border border-slate-200 bg-white shadow-lg ${
          align === "right" ? "right-0" : "left-0"
        }`}
      >
        {children}
      </div>
    </details>
  );
}

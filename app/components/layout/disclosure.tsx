import { type ReactNode, useEffect, useRef } from "react";

interface DisclosureProps {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  summaryClassName?: string;
  align?: "left" | "right";
}

/**
 * A menu button built on <details>: it opens and closes without JavaScript, and with it closes on Escape
 * (focus back on the button) or on a click outside.
 */
export function Disclosure({
  label,
  children,
  className = "",
  summaryClassName = "",
  align = "left",
}: DisclosureProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);
  return (
    <details ref={ref} className={`relative ${className}`}>
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

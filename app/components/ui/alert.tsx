import type { ReactNode } from "react";
import { cn } from "./cn";

/** A message that assistive technologies announce: `error` interrupts (alert), `success` waits (status). */
export function Alert({
  tone = "error",
  className,
  children,
}: {
  tone?: "error" | "success";
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-3 py-2 text-sm",
        tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-900",
        className,
      )}
    >
      {children}
    </p>
  );
}

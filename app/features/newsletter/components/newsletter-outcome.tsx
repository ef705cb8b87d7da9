import type { ReactNode } from "react";

/** The answer shown on the newsletter pages (without JavaScript, or after following an e-mailed link). */
export function NewsletterOutcome({
  tone,
  title,
  children,
}: {
  tone: "success" | "error";
  title: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === "success" ? "status" : "alert"}
      className={
        tone === "success"
          ? "rounded-md border border-green-300 bg-green-50 p-4 text-green-900"
          : "rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
      }
    >
      <p className="font-semibold">{title}</p>
      {children ? <p>{children}</p> : null}
    </div>
  );
}

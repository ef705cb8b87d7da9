import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The link back to the list a page belongs to, above its title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

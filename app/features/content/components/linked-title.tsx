import type { ReactNode } from "react";
import { Link } from "react-router";

/** A card's title that is also the link to its page. */
export function LinkedTitle({
  level,
  to,
  className,
  children,
}: {
  level: 2 | 3;
  to: string;
  className: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading className={`font-semibold text-slate-900 ${className}`}>
      <Link to={to} className="hover:text-brand-700 hover:underline">
        {children}
      </Link>
    </Heading>
  );
}

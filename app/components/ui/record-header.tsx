import type { ReactNode } from "react";
import { BackLink } from "./back-link";

/**
 * The top of one record's page (a client, a site): the way back to its list, its name and the lines saying what it
 * is, and the page's main action beside them.
 */
export function RecordHeader({
  back,
  title,
  action,
  children,
}: {
  back: { to: string; label: string };
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900 md:text-3xl">{title}</h1>
          {children}
        </div>
        {action}
      </div>
    </>
  );
}

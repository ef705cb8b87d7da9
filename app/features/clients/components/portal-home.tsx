import { Building2, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card";
import type { PortalSite } from "../../../lib/client-scope.server";

/** The portal's home: the contact's sites, each opening its visits, hours, reports and inspections; then the requests. */
export function PortalHome({
  firstName,
  sites,
  requests,
}: {
  firstName: string;
  sites: PortalSite[];
  requests: ReactNode;
}) {
  const clientName = sites[0]?.clientName;
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Mon espace client</h1>
        <p className="mt-1 text-slate-700">
          {firstName ? `Bonjour ${firstName}` : "Bonjour"}
          {clientName ? ` · ${clientName}` : ""}
        </p>
      </div>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Mes sites</h2>
        {sites.length === 0 ? (
          <p className="text-slate-700">
            Aucun site ne vous est ouvert pour le moment : contactez votre interlocuteur.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {sites.map((site) => (
              <li key={site.id}>
                <Link
                  to={`/portal/sites/${site.id}`}
                  className="flex min-h-14 items-center gap-3 py-2 hover:bg-slate-50 focus-visible:bg-slate-50"
                >
                  <Building2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-brand-700 underline">{site.name}</span>
                    <span className="block text-sm break-words text-slate-700">{site.address}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {requests}
    </section>
  );
}

import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { EmptyNote } from "../../../components/ui/empty-note";
import { TEXT_LINK } from "../../../components/ui/text-link";
import type { Result } from "../../../lib/result";
import type { SiteRow } from "../sites.server";
import { SiteFormDialog } from "./site-form-dialog";
import { SitesTable } from "./sites-table";

interface SitesScreenProps {
  sites: SiteRow[];
  loadError: string | null;
  /** The company's time zone, for the dates shown. */
  zone: string;
  /** The answer of a form posted without JavaScript (with it, each form's fetcher toasts it). */
  answer: Result | undefined;
}

/** /admin/sites: the active sites, then the archived ones apart. */
export function SitesScreen({ sites, loadError, zone, answer }: SitesScreenProps) {
  const active = sites.filter((site) => site.active);
  const archived = sites.filter((site) => !site.active);
  return (
    <section className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Sites clients</h1>
          <p className="mt-1 text-slate-600">Les lieux d'intervention, leurs accès et les heures prévues au contrat.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/admin/clients" className={TEXT_LINK}>
            Clients
          </Link>
          <Link to="/admin/inspections" className={TEXT_LINK}>
            Modèles d'inspection
          </Link>
          <SiteFormDialog />
        </div>
      </div>
      {answer ? <Alert tone={answer.ok ? "success" : "error"}>{answer.message}</Alert> : null}
      {loadError ? (
        <Alert>{loadError}</Alert>
      ) : (
        <>
          <section aria-labelledby="sites-actifs" className="space-y-3">
            <h2 id="sites-actifs" className="text-xl font-semibold text-slate-900">
              Sites actifs ({active.length})
            </h2>
            {active.length === 0 ? (
              <EmptyNote>Aucun site actif</EmptyNote>
            ) : (
              <SitesTable sites={active} caption="Sites actifs" zone={zone} />
            )}
          </section>
          {archived.length > 0 ? (
            <section aria-labelledby="sites-archives" className="space-y-3">
              <h2 id="sites-archives" className="text-xl font-semibold text-slate-900">
                Sites archivés ({archived.length})
              </h2>
              <p className="text-sm text-slate-600">
                Ils ne sont plus proposés dans les plannings ; leur historique reste.
              </p>
              <SitesTable sites={archived} caption="Sites archivés" zone={zone} />
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}
